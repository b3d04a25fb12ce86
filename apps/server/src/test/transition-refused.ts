import type { ConsultationAction, ConsultationStatus } from '@salahkar/domain';

/**
 * The API's answer when the lifecycle refuses a step in the consultation's status: 409
 * TRANSITION_REFUSED, the action and status as params, and the spec's sentence. Every test of a
 * refused step compares the whole answer with this, so its shape is written once; the sentence
 * stays in each test, where a reader checks it against the spec.
 */
export function transitionRefused(
  action: ConsultationAction,
  status: ConsultationStatus,
  message: string,
) {
  return {
    status: 409,
    body: { code: 'TRANSITION_REFUSED', message, params: { action, status } },
  };
}
