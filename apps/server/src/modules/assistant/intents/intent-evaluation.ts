import { LANGUAGES, type LabelledLine, type Language } from '../classifier/training-data.ts';
import { redFlagIn } from '../red-flags.ts';
import { INTENTS, isPlatformIntent, type Intent } from './intent-data.ts';
import type { IntentModel } from './intent-model.ts';

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

type Score = { total: number; accuracy: number };

export interface IntentEvaluation {
  total: number;
  accuracy: number;
  byLanguage: Record<Language, Score>;
  /** The same, leaving out needs to route (most of the set): how the other intents fare. */
  byLanguageWithoutRoute: Record<Language, Score>;
  /** Questions about Salahkar itself (every platform intent), by language. */
  platformByLanguage: Record<Language, Score>;
  /** Each intent that occurs, by language: where the misreadings are. */
  byIntent: Record<string, Record<Language, Score>>;
  /** confusion[actual][predicted], for the intents that occur. */
  confusion: Record<string, Record<string, number>>;
}

function byLanguage(results: readonly { language: Language; right: boolean }[]) {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const own = results.filter((result) => result.language === language);
      const right = own.filter((result) => result.right).length;
      return [language, { total: own.length, accuracy: ratio(right, own.length) }];
    }),
  ) as IntentEvaluation['byLanguage'];
}

/** How the whole intent layer (red flags, then the model) reads messages it never saw. */
export function evaluateIntents(
  model: IntentModel,
  heldOut: readonly LabelledLine[],
): IntentEvaluation {
  const present = INTENTS.filter((intent) => heldOut.some((line) => line.label === intent));
  const confusion = Object.fromEntries(
    present.map((actual) => [actual, Object.fromEntries(present.map((p) => [p, 0]))]),
  ) as Record<string, Record<string, number>>;
  const results = heldOut.map((line) => {
    const predicted: Intent = model.intentOf(line.text).intent;
    const row = confusion[line.label]!;
    row[predicted] = (row[predicted] ?? 0) + 1;
    return { language: line.language, label: line.label, right: predicted === line.label };
  });
  return {
    total: results.length,
    accuracy: ratio(results.filter((result) => result.right).length, results.length),
    byLanguage: byLanguage(results),
    byLanguageWithoutRoute: byLanguage(results.filter((result) => result.label !== 'route')),
    platformByLanguage: byLanguage(results.filter((result) => isPlatformIntent(result.label))),
    byIntent: Object.fromEntries(
      present.map((intent) => [intent, byLanguage(results.filter((r) => r.label === intent))]),
    ),
    confusion,
  };
}

export interface RedFlagEvaluation {
  emergencies: number;
  /** Share of emergencies that got guidance first (any kind). */
  recall: number;
  /** Share of the caught emergencies read as their own kind (so the right number comes first). */
  kindAccuracy: number;
  calm: number;
  /** Share of messages that are not emergencies which still got emergency guidance. */
  falseAlarmRate: number;
  missed: string[];
}

/** Recall over emergencies and the false-alarm rate over everything else. */
export function evaluateRedFlags(
  emergencies: readonly LabelledLine[],
  calm: readonly { text: string }[],
): RedFlagEvaluation {
  const missed = emergencies.filter((line) => !redFlagIn(line.text));
  const rightKind = emergencies.filter((line) => redFlagIn(line.text) === line.label);
  const alarms = calm.filter((line) => redFlagIn(line.text));
  return {
    emergencies: emergencies.length,
    recall: ratio(emergencies.length - missed.length, emergencies.length),
    kindAccuracy: ratio(rightKind.length, emergencies.length - missed.length),
    calm: calm.length,
    falseAlarmRate: ratio(alarms.length, calm.length),
    missed: missed.map((line) => line.text),
  };
}
