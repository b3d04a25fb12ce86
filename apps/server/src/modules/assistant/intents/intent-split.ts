import { splitRequests } from '../classifier/training-data.ts';
import { loadIntentLines, loadRedFlagLines } from './intent-data.ts';

/**
 * The held-out split `npm run ai:eval` and the tests report on: one line in five by a hash of its
 * text, for the intent set and for the red-flag set alike.
 */
export function intentSplit() {
  const intents = splitRequests(loadIntentLines());
  const redFlags = splitRequests(loadRedFlagLines());
  const heldOutEmergencies = [
    ...redFlags.heldOut.filter((line) => line.label !== 'none'),
    ...intents.heldOut.filter((line) => line.label === 'emergency'),
  ];
  // Everything held out that is not an emergency: near misses, questions and needs.
  const heldOutCalm = [
    ...redFlags.heldOut.filter((line) => line.label === 'none'),
    ...intents.heldOut.filter((line) => line.label !== 'emergency'),
  ];
  return { intents, heldOutEmergencies, heldOutCalm };
}
