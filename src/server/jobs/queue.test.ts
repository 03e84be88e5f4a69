import { describe, expect, it } from 'vitest';
import { createInProcessQueue } from './queue';

describe('the in-process queue', () => {
  it('reports a job that fails on its last attempt', async () => {
    const errors: string[] = [];
    const queue = createInProcessQueue<{ id: string }>({ onError: (_err, job) => errors.push(job.id) });
    await queue.work(async () => {
      throw new Error('unreadable');
    }, 1);
    await queue.enqueue({ id: 'a' });
    await new Promise((r) => setTimeout(r, 20));
    expect(errors).toEqual(['a']);
    await queue.close();
  });

  it('does not report as failed a job that dies because the queue stops (a restart takes it up again)', async () => {
    const errors: string[] = [];
    const queue = createInProcessQueue<{ id: string }>({ onError: (_err, job) => errors.push(job.id) });
    let started!: () => void;
    const running = new Promise<void>((r) => {
      started = r;
    });
    await queue.work(async (_job, attempt) => {
      started();
      while (!attempt.cancelled()) await new Promise((r) => setTimeout(r, 5));
      throw new Error('the document thread was closed');
    }, 1);
    await queue.enqueue({ id: 'scan' });
    await running;
    await queue.close();
    await new Promise((r) => setTimeout(r, 30));
    expect(errors).toEqual([]);
  });
});
