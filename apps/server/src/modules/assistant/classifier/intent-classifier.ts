import { decide, trainModel } from './naive-bayes.ts';
import {
  loadProductQuestions,
  loadRequests,
  type LabelledLine,
  type LabelledRequest,
} from './training-data.ts';

/** Whether a message asks about Salahkar itself or describes a need to post. */
export type Intent = 'question' | 'need';

export interface IntentReading {
  intent: Intent;
  confidence: number;
  /** For a question, the product topic it is most likely about (Refunds, Payments…). */
  topic: string | null;
}

export interface IntentClassifier {
  intentOf(text: string): IntentReading;
}

/** Trained on the request data set (needs) against the product questions. */
export function trainIntentClassifier(
  requests: readonly LabelledRequest[],
  questions: readonly LabelledLine[],
): IntentClassifier {
  const model = trainModel([
    ...requests.map((request) => ({ text: request.text, label: 'need' })),
    ...questions.map((question) => ({ text: question.text, label: 'question' })),
  ]);
  const topics = trainModel(
    questions.map((question) => ({ text: question.text, label: question.label })),
  );
  return {
    intentOf(text) {
      const decision = decide(model, text);
      const topic = decide(topics, text)?.label ?? null;
      // Nothing recognisable at all: a greeting or a stray word, best answered as a question.
      if (!decision) return { intent: 'question', confidence: 0, topic };
      return { intent: decision.label as Intent, confidence: decision.confidence, topic };
    },
  };
}

let shared: IntentClassifier | null = null;

export function intentClassifier(): IntentClassifier {
  shared ??= trainIntentClassifier(loadRequests(), loadProductQuestions());
  return shared;
}
