import { consultationSteps } from '@/components/consultation/consultation-steps.ts';
import { msg } from '@/i18n';

/** The four steps of a consultation, as the dashboard explains them to a signed-in user. */
export const EXPLAINER_STEPS = consultationSteps([
  [msg('dashboard.explainer.submitted.title'), msg('dashboard.explainer.submitted.description')],
  [msg('dashboard.explainer.offers.title'), msg('dashboard.explainer.offers.description')],
  [msg('dashboard.explainer.pay.title'), msg('dashboard.explainer.pay.description')],
  [msg('dashboard.explainer.consult.title'), msg('dashboard.explainer.consult.description')],
]);
