import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../classifier/training-data.ts';
import { loadIntentLines } from './intent-data.ts';
import { evaluateIntents, evaluateRedFlags } from './intent-evaluation.ts';
import { trainIntentModel } from './intent-model.ts';
import { intentSplit } from './intent-split.ts';

// The thresholds `npm run ai:eval` prints, asserted on the repository's held-out split.

describe('the intent layer on the held-out split', () => {
  const { intents, heldOutEmergencies, heldOutCalm } = intentSplit();

  it('reads at least 90% of the messages right in each language', () => {
    const { byLanguage } = evaluateIntents(trainIntentModel(intents.training), intents.heldOut);
    for (const language of LANGUAGES) {
      expect(byLanguage[language].total).toBeGreaterThan(30);
      expect(byLanguage[language].accuracy, language).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('hears every held-out emergency, and raises few false alarms', () => {
    const flags = evaluateRedFlags(heldOutEmergencies, heldOutCalm);
    expect(flags.emergencies).toBeGreaterThan(20);
    expect(flags.missed).toEqual([]);
    expect(flags.recall).toBe(1);
    expect(flags.falseAlarmRate).toBeLessThan(0.02);
  });

  it('trains at first use in under a second', () => {
    const started = performance.now();
    trainIntentModel(loadIntentLines());
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
