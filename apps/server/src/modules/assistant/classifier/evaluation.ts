import { CATEGORIES, type Category } from '@salahkar/domain';
import type { CategoryClassifier } from './category-classifier.ts';
import { LANGUAGES, type Language, type LabelledRequest } from './training-data.ts';

/** How a classifier did on requests it never saw in training. */
export interface Evaluation {
  total: number;
  fieldAccuracy: number;
  /** Of the requests whose field was right, how many got the right specialization too. */
  subcategoryAccuracy: number;
  byLanguage: Record<Language, { total: number; fieldAccuracy: number }>;
  /** confusion[actual][predicted]; `none` when the classifier gave no answer. */
  confusion: Record<Category, Record<Category | 'none', number>>;
  /** Field accuracy among the answers at or above the suggestion threshold, and their share. */
  confident: { threshold: number; share: number; accuracy: number };
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function evaluateClassifier(
  classifier: CategoryClassifier,
  heldOut: readonly LabelledRequest[],
  threshold: number,
): Evaluation {
  const confusion = Object.fromEntries(
    CATEGORIES.map((actual) => [
      actual,
      Object.fromEntries([...CATEGORIES, 'none'].map((predicted) => [predicted, 0])),
    ]),
  ) as Evaluation['confusion'];
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => [language, { total: 0, right: 0 }]),
  ) as Record<Language, { total: number; right: number }>;
  let fieldRight = 0;
  let subRight = 0;
  let confidentCount = 0;
  let confidentRight = 0;

  for (const request of heldOut) {
    const result = classifier.classify(request.text);
    const predicted = result?.category ?? 'none';
    confusion[request.category][predicted] += 1;
    const right = predicted === request.category;
    languages[request.language].total += 1;
    if (right) {
      fieldRight += 1;
      languages[request.language].right += 1;
      if (result?.subcategory === request.subcategory) subRight += 1;
    }
    if (result && result.confidence >= threshold) {
      confidentCount += 1;
      if (right) confidentRight += 1;
    }
  }

  return {
    total: heldOut.length,
    fieldAccuracy: ratio(fieldRight, heldOut.length),
    subcategoryAccuracy: ratio(subRight, fieldRight),
    byLanguage: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        {
          total: languages[language].total,
          fieldAccuracy: ratio(languages[language].right, languages[language].total),
        },
      ]),
    ) as Evaluation['byLanguage'],
    confusion,
    confident: {
      threshold,
      share: ratio(confidentCount, heldOut.length),
      accuracy: ratio(confidentRight, confidentCount),
    },
  };
}
