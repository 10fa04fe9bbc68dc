// Sums every suite's result into the one line CI reads: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir)) {
  const full = path.join(dir, file);
  if (file.endsWith('.count')) {
    const count = JSON.parse(readFileSync(full, 'utf8'));
    passed += count.passed;
    failed += count.failed;
  } else if (file.endsWith('.json')) {
    const report = JSON.parse(readFileSync(full, 'utf8'));
    passed += report.numPassedTests;
    // A suite that could not run has no failed tests of its own: count it as a failure.
    failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  }
}
for (const expected of ['unit.json', 'e2e.json']) {
  if (!existsSync(path.join(dir, expected))) {
    console.error(`${expected} is missing: that suite did not run`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
