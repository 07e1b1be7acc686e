import { readdirSync, readFileSync } from 'node:fs';
import { rssMb } from './support.mjs';

/** `pid` and every process below it (Chromium and its renderers under the product), from /proc. */
export function processTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 4th field of /proc/{pid}/stat, after the command name in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** Samples the RSS of `pid` and its descendants every 100 ms; `stop()` gives the peak in MB. */
export function sampleTreeRss(pid) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, processTree(pid).reduce((sum, each) => sum + rssMb(each), 0));
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
