// What the benchmarks share: starting a built Showfolio process and reading its memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Resident memory of a process in MB, from /proc (0 once it has exited). */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Starts `node [nodeArgs…] script` and resolves once it prints "Showfolio is running at …", with
 * that address. The child is killed when the benchmark exits. `pauseStdout` stops reading the
 * child's stdout from then on (the slowest log consumer there is).
 */
export async function startShowfolio(
  script,
  { env = {}, nodeArgs = [], cwd, pauseStdout = false } = {},
) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGKILL'));
  const base = await new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /Showfolio is running at (http:\/\/localhost:\d+)/.exec(output);
      if (!match) return;
      if (pauseStdout) {
        child.stdout.off('data', onData);
        child.stdout.pause();
      }
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Showfolio exited with ${code}\n${output}`)));
  });
  return { child, base };
}
