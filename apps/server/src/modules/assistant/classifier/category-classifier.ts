import { CATEGORIES, type Category } from '@salahkar/domain';
import { featuresOf } from './features.ts';
import { decide, trainModel, type Model } from './naive-bayes.ts';
import { loadRequests, type LabelledRequest } from './training-data.ts';

/** The classifier's reading of a text: the field, and the specialization within it. */
export interface Classification {
  category: Category;
  /** 0–1, how clearly the text points at this field rather than the others. */
  confidence: number;
  subcategory: string;
  subcategoryConfidence: number;
}

export interface CategoryClassifier {
  /** Null when the text shares no feature with anything the classifier has seen. */
  classify(text: string): Classification | null;
}

/**
 * Trains a field classifier over every request, and one specialization classifier per field
 * over that field's requests (a field with a single specialization needs none).
 */
export function trainCategoryClassifier(requests: readonly LabelledRequest[]): CategoryClassifier {
  // Each request teaches two models (the field's and its specialization's): its features are
  // read once for both, and forgotten after training (first use pays it, goal < 1 s of CPU).
  const read = new Map<string, string[]>();
  const features = (text: string) => {
    const known = read.get(text);
    if (known) return known;
    const fresh = featuresOf(text);
    read.set(text, fresh);
    return fresh;
  };
  const fieldModel = trainModel(
    requests.map((r) => ({ text: r.text, label: r.category })),
    features,
  );
  const subModels = new Map<Category, Model | string>();
  for (const category of CATEGORIES) {
    const own = requests.filter((request) => request.category === category);
    const labels = new Set(own.map((request) => request.subcategory));
    if (labels.size === 0) continue;
    subModels.set(
      category,
      labels.size === 1
        ? [...labels][0]!
        : trainModel(
            own.map((r) => ({ text: r.text, label: r.subcategory })),
            features,
          ),
    );
  }
  read.clear();

  return {
    classify(text) {
      const field = decide(fieldModel, text);
      if (!field) return null;
      const category = field.label as Category;
      const sub = subModels.get(category);
      const subDecision =
        typeof sub === 'string' ? { label: sub, confidence: 1 } : sub && decide(sub, text);
      if (!subDecision) return null;
      return {
        category,
        confidence: field.confidence,
        subcategory: subDecision.label,
        subcategoryConfidence: subDecision.confidence,
      };
    },
  };
}

let shared: CategoryClassifier | null = null;

/** The classifier trained on the whole data set, trained on first use (a few hundred ms). */
export function categoryClassifier(): CategoryClassifier {
  shared ??= trainCategoryClassifier(loadRequests());
  return shared;
}
