import { afterAll, afterEach } from 'vitest';
import { takeAnswerProblems } from './openapi-answers.ts';

// Every answer a test app's documented /api/ routes gave during a test must be one the OpenAPI
// document describes (issue 29 §8, decision 218): the test that got another one fails, naming it.
// Answers given in a file's set-up are checked after its first test, the rest after its last.

function checkAnswers(): void {
  const problems = takeAnswerProblems();
  if (problems.length > 0) {
    throw new Error(`Answers the OpenAPI document does not describe:\n${problems.join('\n')}`);
  }
}

afterEach(checkAnswers);
afterAll(checkAnswers);
