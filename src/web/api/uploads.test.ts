import { afterEach, describe, expect, it, vi } from 'vitest';
import { stageFiles } from './uploads';

afterEach(() => vi.unstubAllGlobals());

describe('sending the wizard files', () => {
  it('keeps at most two upload requests out at once, so seven files added one by one all go up (the server refuses a fifth at once)', async () => {
    let out = 0;
    let most = 0;
    let next = 0;
    const answers: Array<() => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        out += 1;
        most = Math.max(most, out);
        await new Promise<void>((resolve) => answers.push(resolve));
        out -= 1;
        next += 1;
        return new Response(JSON.stringify({ uploads: [{ id: `up-${next}`, filename: 'f', status: 'queued', size: 6, sha256: 'a'.repeat(64) }] }), {
          status: 200,
        });
      }),
    );
    const files = Array.from({ length: 7 }, (_, i) => new File([`file ${i}`], `photo-${i}.jpg`, { type: 'image/jpeg' }));
    const sent = Promise.all(files.map((f) => stageFiles([f])));
    // Answer the requests one at a time, as a slow server would, until all seven have gone up.
    for (let answered = 0; answered < 7; answered += 1) {
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(0));
      answers.shift()?.();
    }
    const ids = (await sent).flat();
    expect(new Set(ids).size).toBe(7);
    expect(most).toBe(2);
  });
});
