// npm run bench:passwords — size, false-positive rate and lookup time of the common-password set.
// Last line: {"bench":"passwords","entries":…,"bytes":…,"fpr":…,"lookup_ms":…}
import { GolombSet } from '@ds/domain';
import { commonPasswords, readCommonPasswordList } from '../src/modules/identity';

const NON_MEMBERS = 100_000;

const started = performance.now();
const { encoded, set, sourceEntries } = await commonPasswords();
const buildMs = performance.now() - started;

const list = await readCommonPasswordList();
const members = new Set(list.map((password) => password.toLowerCase()));
const missed = list.filter((password) => !set.has(password)).length;

// Deterministic random non-members: the figures are the same on every run.
let state = 20_261_122;
const random = () => {
  state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
  return state.toString(36);
};
const candidates: string[] = [];
while (candidates.length < NON_MEMBERS) {
  const candidate = `${random()}${random()}`;
  if (!members.has(candidate)) candidates.push(candidate);
}

const loadStarted = performance.now();
const reloaded = new GolombSet(encoded);
const loadMs = performance.now() - loadStarted;

const lookupStarted = performance.now();
let falsePositives = 0;
for (const candidate of candidates) if (reloaded.has(candidate)) falsePositives++;
const lookupMs = (performance.now() - lookupStarted) / candidates.length;

console.log(`source entries: ${sourceEntries} (${set.count} distinct after case folding), false negatives: ${missed}`);
console.log(`build: ${buildMs.toFixed(0)} ms, load in the browser format: ${loadMs.toFixed(0)} ms`);
console.log(
  JSON.stringify({
    bench: 'passwords',
    entries: sourceEntries,
    bytes: encoded.byteLength,
    fpr: falsePositives / candidates.length,
    lookup_ms: Number(lookupMs.toFixed(5)),
  }),
);
