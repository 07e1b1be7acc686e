#!/usr/bin/env node
// The functions a V8 CPU profile (node --cpu-prof) spent the most time in, by self time and by
// total time (self + callees), aggregated over every call site of the same function.
//
//   node bench/profile/top-frames.mjs <file.cpuprofile> [--count 15] [--from s] [--to s]
//
// It first prints how busy the process was in each second of the profile; --from/--to then read
// only the seconds of a bench's load, without the process's start (database creation, migrations)
// and set-up requests.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: 'string', default: '15' }, from: { type: 'string' }, to: { type: 'string' } },
});
const [file] = positionals;
if (!file) {
  console.error('usage: node bench/profile/top-frames.mjs <file.cpuprofile> [--count 15] [--from s] [--to s]');
  process.exit(2);
}
const count = Number(options.count);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const isIdle = (sample) => nodes.get(sample.id).callFrame.functionName === '(idle)';

// Sample i lasted timeDeltas[i + 1] µs and was taken timeDeltas[0..i] µs into the profile.
let elapsed = 0;
const samples = profile.samples.map((id, i) => ({
  id,
  micros: profile.timeDeltas[i + 1] ?? 0,
  second: Math.floor((elapsed += profile.timeDeltas[i]) / 1e6),
}));
const busyPerSecond = new Map();
for (const sample of samples)
  if (!isIdle(sample)) busyPerSecond.set(sample.second, (busyPerSecond.get(sample.second) ?? 0) + sample.micros);
console.log(
  `busy per second: ${[...busyPerSecond].map(([second, micros]) => `${second}s ${Math.round(micros / 1e4)}%`).join(', ')}`,
);
const from = Number(options.from ?? 0);
const to = Number(options.to ?? Infinity);
const chosen = samples.filter((sample) => sample.second >= from && sample.second < to);
if (options.from || options.to) console.log(`reading seconds ${from} to ${to}`);
// Each sample's time goes to the node that was on top of the stack.
const selfMicros = new Map();
for (const { id, micros } of chosen) selfMicros.set(id, (selfMicros.get(id) ?? 0) + micros);
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const nameOf = ({ callFrame: { functionName, url, lineNumber } }) => {
  const where = url ? `${relative(process.cwd(), url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};
const self = new Map();
const total = new Map();
for (const [id, micros] of selfMicros) {
  const name = nameOf(nodes.get(id));
  self.set(name, (self.get(name) ?? 0) + micros);
  // Total time: each function once per sample, however deep it recurses.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const frame = nameOf(nodes.get(at));
    if (seen.has(frame)) continue;
    seen.add(frame);
    total.set(frame, (total.get(frame) ?? 0) + micros);
  }
}
const all = [...selfMicros.values()].reduce((a, b) => a + b, 0);
const idle = self.get('(idle)') ?? 0;
const busy = all - idle;
const print = (title, table) => {
  console.log(`\n${title} (of ${(busy / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle)`);
  const rows = [...table].filter(([name]) => !['(idle)', '(root)', '(program)'].includes(name)).sort((a, b) => b[1] - a[1]).slice(0, count);
  for (const [name, micros] of rows) console.log(`  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${name}`);
};
print('Top frames by self time', self);
print('Top frames by total time', total);
