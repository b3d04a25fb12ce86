import { categoryClassifier } from '../classifier/category-classifier.ts';
import { intentModel } from './intent-model.ts';

// What the first chat after a start costs: reading the data sets and training both models (the
// field classifier and the intent layer), in CPU time, in a process that has done nothing else.
// Run by intent-evaluation.test.ts and `npm run ai:eval`; prints { cpuMs }.

export function firstUseTrainingCpuMs(): number {
  const before = process.cpuUsage();
  categoryClassifier();
  intentModel();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

if (process.argv[1] === import.meta.filename) {
  process.stdout.write(`${JSON.stringify({ cpuMs: firstUseTrainingCpuMs() })}\n`);
}
