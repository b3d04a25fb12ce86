import { CATEGORIES } from '@salahkar/domain';
import { trainCategoryClassifier } from './classifier/category-classifier.ts';
import { evaluateClassifier } from './classifier/evaluation.ts';
import { LANGUAGES, loadRequests, splitRequests } from './classifier/training-data.ts';
import { FIELD_CONFIDENCE_THRESHOLD } from './conversation.ts';
import { firstUseTrainingCpuMs } from './intents/first-use-training.ts';
import { evaluateIntents, evaluateRedFlags } from './intents/intent-evaluation.ts';
import { trainIntentModel } from './intents/intent-model.ts';
import { intentSplit } from './intents/intent-split.ts';

// `npm run ai:eval`: trains on four fifths of the data sets and reports on the held-out fifth,
// so the numbers can be watched as the data grows: the field classifier, then the intent layer
// (accuracy per language, the confusion table) and the red flags (recall, false alarms).

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
// First, while nothing is read or warm: what the first chat after a start pays (goal < 1 s).
const firstUseCpuMs = firstUseTrainingCpuMs();
const requests = loadRequests();
const { training, heldOut } = splitRequests(requests);
const started = performance.now();
const classifier = trainCategoryClassifier(training);
const trainedIn = performance.now() - started;
const evaluation = evaluateClassifier(classifier, heldOut, FIELD_CONFIDENCE_THRESHOLD);

console.log('Data set (requests per field and language):');
console.table(
  Object.fromEntries(
    CATEGORIES.map((category) => {
      const own = requests.filter((request) => request.category === category);
      return [
        category,
        {
          ...Object.fromEntries(
            LANGUAGES.map((language) => [
              language,
              own.filter((r) => r.language === language).length,
            ]),
          ),
          total: own.length,
        },
      ];
    }),
  ),
);
console.log(
  `Trained on ${training.length} in ${trainedIn.toFixed(0)} ms; held out ${evaluation.total}.`,
);
console.log(`Field accuracy: ${percent(evaluation.fieldAccuracy)}`);
for (const language of LANGUAGES) {
  const { total, fieldAccuracy } = evaluation.byLanguage[language];
  console.log(`  ${language}: ${percent(fieldAccuracy)} of ${total}`);
}
console.log(
  `Specialization accuracy (when the field is right): ${percent(evaluation.subcategoryAccuracy)}`,
);
console.log(
  `At confidence ≥ ${evaluation.confident.threshold} (suggested): ${percent(evaluation.confident.share)} of requests, ${percent(evaluation.confident.accuracy)} right`,
);
console.log('Confusion (rows: actual field, columns: predicted):');
console.table(evaluation.confusion);

// The intent layer: red flags first, then the intent model, on the held-out split.
const { intents, heldOutEmergencies, heldOutCalm } = intentSplit();
const intentStarted = performance.now();
const model = trainIntentModel(intents.training);
const intentTrainedIn = performance.now() - intentStarted;
const reading = evaluateIntents(model, intents.heldOut);
console.log(
  `\nIntents: ${intents.training.length + intents.heldOut.length} labelled messages; trained on ${intents.training.length} in ${intentTrainedIn.toFixed(0)} ms (with the field model: ${(trainedIn + intentTrainedIn).toFixed(0)} ms at first use); held out ${reading.total}.`,
);
console.log(
  `First use (both models on the whole data, as a server trains them): ${firstUseCpuMs.toFixed(0)} ms of CPU.`,
);
console.log(`Intent accuracy: ${percent(reading.accuracy)}`);
for (const language of LANGUAGES) {
  const { total, accuracy } = reading.byLanguage[language];
  const other = reading.byLanguageWithoutRoute[language];
  console.log(
    `  ${language}: ${percent(accuracy)} of ${total} (intents other than routing a need: ${percent(other.accuracy)} of ${other.total})`,
  );
}
for (const language of LANGUAGES) {
  const { total, accuracy } = reading.platformByLanguage[language];
  console.log(`  ${language}, questions about Salahkar: ${percent(accuracy)} of ${total}`);
}
console.log('Intent accuracy by intent and language (right of held out):');
console.table(
  Object.fromEntries(
    Object.entries(reading.byIntent).map(([intent, scores]) => [
      intent,
      Object.fromEntries(
        LANGUAGES.map((language) => {
          const { total, accuracy } = scores[language];
          return [language, total ? `${Math.round(accuracy * total)}/${total}` : '–'];
        }),
      ),
    ]),
  ),
);
console.log('Intent confusion (rows: actual, columns: predicted):');
console.table(reading.confusion);
const flags = evaluateRedFlags(heldOutEmergencies, heldOutCalm);
console.log(
  `Red flags (held out): recall ${percent(flags.recall)} of ${flags.emergencies} emergencies, the right kind for ${percent(flags.kindAccuracy)}; false alarms ${percent(flags.falseAlarmRate)} of ${flags.calm} other messages.`,
);
for (const text of flags.missed) console.log(`  MISSED: ${text}`);
