import { execFileSync } from 'node:child_process';
import { closeSync, constants, openSync, readSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBoundedLogger } from '../src/logging';

const REPORT = 'log lines dropped: stdout is slower than the traffic';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the pipe holds now, without waiting (the read end is non-blocking). */
function drain(fd: number): string {
  const chunk = Buffer.alloc(64 * 1024);
  let text = '';
  for (;;) {
    try {
      const read = readSync(fd, chunk);
      if (read === 0) return text;
      text += chunk.toString('utf8', 0, read);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return text;
      throw error;
    }
  }
}

describe('the bounded logger on a stdout nobody reads', () => {
  let dir: string;
  let readEnd: number;
  let writeEnd: number;

  beforeEach(async () => {
    // A real pipe (a FIFO) whose reader does not read: the kernel's 64 KB fill up, then the
    // logger's own buffer.
    dir = await mkdtemp(join(tmpdir(), 'showfolio-log-'));
    const fifo = join(dir, 'stdout');
    execFileSync('mkfifo', [fifo]);
    readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    writeEnd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  });

  afterEach(async () => {
    closeSync(readEnd);
    await rm(dir, { recursive: true, force: true });
  });

  it('reports the dropped lines once the pipe drains, even when its first report met a full buffer', async () => {
    // A 256 KB buffer instead of the server's 4 MB: the same behaviour, drained in a second.
    const bufferBytes = 256 * 1024;
    const log = createBoundedLogger('info', { fd: writeEnd, bufferBytes, reportEveryMs: 300 });
    const line = 'x'.repeat(400);
    for (let i = 0; i < (4 * bufferBytes) / line.length; i += 1)
      log.logger.info({ path: line }, 'request');
    // The pipe takes its 64 KB, then refuses more; short lines fill what is left of the buffer, so
    // that no report can fit in it.
    await sleep(100);
    for (let i = 0; i < 5000; i += 1) log.logger.info('f');
    const dropped = log.dropped();
    expect(dropped).toBeGreaterThan(5000);
    // Two report ticks while the buffer is still full: each report is itself refused, and that
    // refusal is not counted as a dropped request line.
    await sleep(700);
    expect(log.dropped()).toBe(dropped);

    // A tick that came before the buffer was full (a slow machine can spend more than one tick
    // filling it) reports part of the count then and the rest later: what must hold is that the
    // reports together count every dropped line exactly once.
    let text = '';
    // Only whole lines: a read can end mid-line.
    const reportedSoFar = () =>
      text
        .slice(0, text.lastIndexOf('\n') + 1)
        .split('\n')
        .filter((entry) => entry.includes(REPORT))
        .reduce((sum, entry) => sum + (JSON.parse(entry) as { dropped: number }).dropped, 0);
    for (let waited = 0; waited < 10_000 && reportedSoFar() < dropped; waited += 10) {
      text += drain(readEnd);
      await sleep(10);
    }
    // One more tick: a report counted twice, or a refused report counted as a dropped line, would
    // show up here.
    await sleep(400);
    text += drain(readEnd);
    log.close();
    expect(reportedSoFar()).toBe(dropped);
    expect(log.dropped()).toBe(dropped);
  });
});
