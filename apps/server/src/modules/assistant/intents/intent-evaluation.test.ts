import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../classifier/training-data.ts';
import { PLATFORM_HELP } from './intent-data.ts';
import { evaluateIntents, evaluateRedFlags } from './intent-evaluation.ts';
import { trainIntentModel } from './intent-model.ts';
import { intentSplit } from './intent-split.ts';

// The thresholds `npm run ai:eval` prints, asserted on the repository's held-out split.

describe('the intent layer on the held-out split', () => {
  const { intents, heldOutEmergencies, heldOutCalm } = intentSplit();
  let reading: ReturnType<typeof evaluateIntents> | undefined;
  const heldOut = () =>
    (reading ??= evaluateIntents(trainIntentModel(intents.training), intents.heldOut));

  it('reads at least 90% of the messages right in each language', () => {
    const { byLanguage } = heldOut();
    for (const language of LANGUAGES) {
      expect(byLanguage[language].total).toBeGreaterThan(30);
      expect(byLanguage[language].accuracy, language).toBeGreaterThanOrEqual(0.9);
    }
  });

  // Every platform question the issue names is held out in English, Hindi and romanised Hindi.
  it('reads at least 90% of the questions about Salahkar right in each language', () => {
    const { platformByLanguage, byIntent } = heldOut();
    for (const language of LANGUAGES) {
      expect(platformByLanguage[language].total).toBeGreaterThan(40);
      expect(platformByLanguage[language].accuracy, language).toBeGreaterThanOrEqual(0.9);
      for (const intent of PLATFORM_HELP) {
        expect(byIntent[intent]?.[language].total, `${intent} ${language}`).toBeGreaterThan(0);
      }
    }
  });

  it('hears every held-out emergency, and raises few false alarms', () => {
    const flags = evaluateRedFlags(heldOutEmergencies, heldOutCalm);
    expect(flags.emergencies).toBeGreaterThan(20);
    expect(flags.missed).toEqual([]);
    expect(flags.recall).toBe(1);
    expect(flags.falseAlarmRate).toBeLessThan(0.02);
  });

  // In a fresh process, so neither the data nor the code is warm from the tests above; CPU time,
  // so a busy machine does not decide it. About 0.6 s on a quiet machine (`npm run ai:eval`
  // prints it); the bound is a second and a half because CPU time too grows on a crowded machine
  // (1.17 s measured at a load of 25 on two cores), and what it guards against is training that
  // grows with the data sets by a multiple, not a tenth.
  it('trains both models at first use in under a second and a half of CPU', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'first-use-training.ts')],
      { encoding: 'utf8' },
    );
    expect(child.status, child.stderr).toBe(0);
    const { cpuMs } = JSON.parse(child.stdout) as { cpuMs: number };
    expect(cpuMs).toBeLessThan(1500);
  });
});
