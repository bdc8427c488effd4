// Adds up Vitest JSON reports into the one closing line CI reads: "N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrors ?? 0);
  } catch {
    // a runner that did not get to write its report counts nothing; its exit code fails the run
  }
}
console.log(`${passed} passed, ${failed} failed`);
