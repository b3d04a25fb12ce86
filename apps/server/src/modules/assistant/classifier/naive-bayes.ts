// Binarised multinomial naive Bayes (wink-naive-bayes-text-classifier) over our own features.
import naiveBayes from 'wink-naive-bayes-text-classifier';
import { featuresOf } from './features.ts';

// Naive Bayes adds up one log-odds per feature, and features overlap (a word, its sound key and
// its n-grams), so raw odds are wildly overconfident. Spreading them over the number of features
// before the softmax gives confidences that track held-out accuracy (see `npm run ai:eval`).
const FEATURES_PER_UNIT = 6;

export type Model = ReturnType<typeof naiveBayes>;

/** What a model sees of a text: `featuresOf` unless a model is given features of its own. */
export type Features = (text: string) => string[];

export function trainModel(
  examples: readonly { text: string; label: string }[],
  features: Features = featuresOf,
): Model {
  const model = naiveBayes();
  model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.25 });
  model.definePrepTasks([features]);
  for (const { text, label } of examples) model.learn(text, label);
  model.consolidate();
  return model;
}

/** The best label and a softmax confidence over every label's odds. */
export function decide(
  model: Model,
  text: string,
  features: Features = featuresOf,
): { label: string; confidence: number } | null {
  const odds = model.computeOdds(text);
  const [best] = odds;
  if (!best || best[0] === 'unknown') return null;
  const scale = Math.max(1, features(text).length / FEATURES_PER_UNIT);
  const weights = odds.map(([, value]) => Math.exp(((value - best[1]) * Math.LN2) / scale));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return { label: best[0], confidence: 1 / total };
}
