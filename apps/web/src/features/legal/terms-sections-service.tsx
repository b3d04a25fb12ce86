import { msg, T } from '@/i18n';
import { PolicyLink } from './legal-links.tsx';
import { policySection, type PolicySection } from './policy-section.tsx';

/** Terms, first half: who may use Salahkar and how a consultation works from request to review. */
export const TERMS_SERVICE_SECTIONS: readonly PolicySection[] = [
  policySection('about', msg('legal.terms.about.title'), msg('legal.terms.about.intro'), {
    id: msg('legal.terms.about.readWith'),
    components: {
      0: <PolicyLink to="/privacy" />,
      1: <PolicyLink to="/cancellation-refund" />,
    },
  }),
  policySection(
    'eligibility',
    msg('legal.terms.eligibility.title'),
    msg('legal.terms.eligibility.age'),
    msg('legal.terms.eligibility.others'),
  ),
  policySection(
    'not-for-emergencies',
    msg('legal.terms.emergencies.title'),
    <p>
      <strong>
        <T id="legal.terms.emergencies.call" />
      </strong>
    </p>,
    msg('legal.terms.emergencies.responseTime'),
  ),
  policySection(
    'nature-of-platform',
    msg('legal.terms.platform.title'),
    msg('legal.terms.platform.marketplace'),
    [
      msg('legal.terms.platform.independent'),
      msg('legal.terms.platform.contract'),
      msg('legal.terms.platform.outcomes'),
      msg('legal.terms.platform.noGuarantee'),
    ],
  ),
  policySection('accounts', msg('legal.terms.accounts.title'), [
    msg('legal.terms.accounts.accurate'),
    msg('legal.terms.accounts.password'),
    msg('legal.terms.accounts.oneAccount'),
    msg('legal.terms.accounts.identity'),
  ]),
  policySection(
    'professional-verification',
    msg('legal.terms.verification.title'),
    msg('legal.terms.verification.approval'),
    msg('legal.terms.verification.provide'),
    [
      msg('legal.terms.verification.licence'),
      msg('legal.terms.verification.qualifications'),
      msg('legal.terms.verification.photo'),
    ],
    msg('legal.terms.verification.duties'),
  ),
  policySection(
    'requests-and-offers',
    msg('legal.terms.requests.title'),
    msg('legal.terms.requests.intro'),
    [
      msg('legal.terms.requests.edit'),
      msg('legal.terms.requests.offer'),
      msg('legal.terms.requests.accept'),
    ],
  ),
  policySection('fees-and-payments', msg('legal.terms.fees.title'), [
    msg('legal.terms.fees.rupees'),
    msg('legal.terms.fees.gateway'),
    msg('legal.terms.fees.hold'),
    msg('legal.terms.fees.escrow'),
    {
      id: msg('legal.terms.fees.refunds'),
      components: { 0: <PolicyLink to="/cancellation-refund" /> },
    },
    msg('legal.terms.fees.offPlatform'),
  ]),
  policySection(
    'resolution-and-reopen',
    msg('legal.terms.resolution.title'),
    msg('legal.terms.resolution.reopen'),
    msg('legal.terms.resolution.completion'),
  ),
  policySection('queries', msg('legal.terms.complaints.title'), msg('legal.terms.complaints.body')),
  policySection(
    'reviews',
    msg('legal.terms.reviews.title'),
    msg('legal.terms.reviews.rate'),
    msg('legal.terms.reviews.honest'),
  ),
];
