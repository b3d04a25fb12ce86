import { decide, trainModel } from '../classifier/naive-bayes.ts';
import type { LabelledLine } from '../classifier/training-data.ts';
import { redFlagIn, type RedFlagKind } from '../red-flags.ts';
import { loadIntentLines, type Intent } from './intent-data.ts';
import { intentFeaturesOf } from './intent-features.ts';

export interface IntentReading {
  intent: Intent;
  confidence: number;
  /** The emergency the reviewed patterns heard, whatever the model thinks. */
  redFlag: RedFlagKind | null;
}

export interface IntentModel {
  intentOf(text: string): IntentReading;
}

// Needs outnumber every other intent many times over, so the whole model leans to "route". A
// second model knows only the other intents; when the first is not sure of "route", a clear
// reading of the second wins. Chosen on the held-out split (`npm run ai:eval`).
const ROUTE_SURE = 0.97;
const OTHER_SURE = 0.7;

const examples = (lines: readonly LabelledLine[]) =>
  lines.map(({ text, label }) => ({ text, label }));

/**
 * The intent layer: the red-flag patterns first (never left to a model), then naive Bayes over the
 * labelled intent set. A message it cannot read at all is treated as out of scope.
 */
export function trainIntentModel(lines: readonly LabelledLine[]): IntentModel {
  // Emergencies are the patterns' alone: the model never learns to call one, or to miss one.
  const taught = lines.filter(({ label }) => label !== 'emergency');
  const whole = trainModel(examples(taught), intentFeaturesOf);
  const others = trainModel(
    examples(taught.filter(({ label }) => label !== 'route')),
    intentFeaturesOf,
  );
  return {
    intentOf(text) {
      const redFlag = redFlagIn(text);
      if (redFlag) return { intent: 'emergency', confidence: 1, redFlag };
      const decision = decide(whole, text, intentFeaturesOf);
      if (!decision) return { intent: 'out-of-scope', confidence: 0, redFlag: null };
      if (decision.label === 'route' && decision.confidence < ROUTE_SURE) {
        const other = decide(others, text, intentFeaturesOf);
        if (other && other.confidence >= OTHER_SURE) {
          return { intent: other.label as Intent, confidence: other.confidence, redFlag: null };
        }
      }
      return { intent: decision.label as Intent, confidence: decision.confidence, redFlag: null };
    },
  };
}

let shared: IntentModel | null = null;

/** Trained on the whole labelled set at first use (well under a second). */
export function intentModel(): IntentModel {
  shared ??= trainIntentModel(loadIntentLines());
  return shared;
}
