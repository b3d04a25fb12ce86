import { consultationSteps } from '@/components/consultation/consultation-steps.ts';
import { msg } from '@/i18n';

/** The four steps of a consultation (docs/product/rulings.md, R-36), as the landing carousel tells them. */
export const HOW_IT_WORKS_STEPS = consultationSteps([
  [msg('landing.how.request.title'), msg('landing.how.request.description')],
  [msg('landing.how.offers.title'), msg('landing.how.offers.description')],
  [msg('landing.how.pay.title'), msg('landing.how.pay.description')],
  [msg('landing.how.consult.title'), msg('landing.how.consult.description')],
]);
