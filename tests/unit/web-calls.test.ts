/**
 * The web calls the server only through its endpoint modules (issue 27): Biome, with the
 * repository's biome.json, fails on a global `fetch` in a web file outside src/web/api/ and
 * `*-api.ts`, and lets an endpoint module use it. dependency-cruiser's rule for apiRequest is
 * proven in boundaries.test.ts.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const CALL = "export const load = () => fetch('/api/claims');\n";
const PLANTS: Record<string, string> = {
  'src/web/features/status/plant-fetch.ts': CALL,
  'src/web/components/plant-fetch.tsx': CALL,
  'src/web/features/status/plant-status-api.ts': CALL,
  'src/web/api/plant-resource.ts': CALL,
};

let dir = '';
let output = '';
let exitCode = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-calls-'));
  fs.copyFileSync(path.join(ROOT, 'biome.json'), path.join(dir, 'biome.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(PLANTS)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const bin = path.join(ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  try {
    const r = await run(process.execPath, [bin, 'lint', '--max-diagnostics=50', 'src'], { cwd: dir });
    output = r.stdout + r.stderr;
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    exitCode = typeof e.code === 'number' ? e.code : -1;
    output = `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const flagged = (file: string) => new RegExp(`${file.replace(/[.]/g, '\\.')}:\\d+:\\d+ lint/style/noRestrictedGlobals`).test(output);

describe('web calls go through endpoint modules (biome noRestrictedGlobals)', () => {
  it('fails (non-zero exit, as in npm run check) on a fetch outside an endpoint module', () => {
    expect(exitCode).not.toBe(0);
  });

  it.each(['src/web/features/status/plant-fetch.ts', 'src/web/components/plant-fetch.tsx'])('flags %s, naming the endpoint modules', (file) => {
    expect(flagged(file)).toBe(true);
    expect(output).toContain('endpoint module');
  });

  it.each(['src/web/features/status/plant-status-api.ts', 'src/web/api/plant-resource.ts'])('lets the endpoint module %s call fetch', (file) => {
    expect(flagged(file)).toBe(false);
  });
});
