import pino from 'pino';
import { createBackgroundWork } from '../src/services/background';

// issue 30 item 12: forgot-password's work runs after the answer; shutdown waits through `idle()`.
describe('background work', () => {
  it('waits in idle() for running work, and for work that work starts', async () => {
    const work = createBackgroundWork(pino({ level: 'silent' }));
    const done: string[] = [];
    let finishFirst!: () => void;
    work.run('first', async () => {
      await new Promise<void>((resolve) => (finishFirst = resolve));
      done.push('first');
      work.run('second', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('second');
      });
    });
    let idle = false;
    const waiting = work.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    finishFirst();
    await waiting;
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure instead of passing it on, and is idle afterwards', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const work = createBackgroundWork(logger);
    work.run('password reset link', async () => {
      throw new Error('database gone');
    });
    await work.idle();
    expect(lines).toEqual([expect.objectContaining({ msg: 'background work failed', work: 'password reset link' })]);
  });
});
