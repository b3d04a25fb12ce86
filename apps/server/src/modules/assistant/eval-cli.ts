import { CATEGORIES } from '@salahkar/domain';
import { trainCategoryClassifier } from './classifier/category-classifier.ts';
import { evaluateClassifier } from './classifier/evaluation.ts';
import { LANGUAGES, loadRequests, splitRequests } from './classifier/training-data.ts';
import { FIELD_CONFIDENCE_THRESHOLD } from './local-assistant.ts';

// `npm run ai:eval`: trains on four fifths of the data set and reports on the held-out fifth,
// so the numbers can be watched as the data grows.

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
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
