import { msg, T } from '@/i18n';
import { PolicyLink } from './legal-links.tsx';
import { Bullets, Para, type PolicySection } from './policy-section.tsx';

/** Terms, first half: who may use Salahkar and how a consultation works from request to review. */
export const TERMS_SERVICE_SECTIONS: readonly PolicySection[] = [
  {
    id: 'about',
    title: msg('legal.terms.about.title'),
    content: (
      <>
        <Para id="legal.terms.about.intro" />
        <Para
          id="legal.terms.about.readWith"
          components={{
            0: <PolicyLink to="/privacy" />,
            1: <PolicyLink to="/cancellation-refund" />,
          }}
        />
      </>
    ),
  },
  {
    id: 'eligibility',
    title: msg('legal.terms.eligibility.title'),
    content: (
      <>
        <Para id="legal.terms.eligibility.age" />
        <Para id="legal.terms.eligibility.others" />
      </>
    ),
  },
  {
    id: 'not-for-emergencies',
    title: msg('legal.terms.emergencies.title'),
    content: (
      <>
        <p>
          <strong>
            <T id="legal.terms.emergencies.call" />
          </strong>
        </p>
        <Para id="legal.terms.emergencies.responseTime" />
      </>
    ),
  },
  {
    id: 'nature-of-platform',
    title: msg('legal.terms.platform.title'),
    content: (
      <>
        <Para id="legal.terms.platform.marketplace" />
        <Bullets
          items={[
            msg('legal.terms.platform.independent'),
            msg('legal.terms.platform.contract'),
            msg('legal.terms.platform.outcomes'),
            msg('legal.terms.platform.noGuarantee'),
          ]}
        />
      </>
    ),
  },
  {
    id: 'accounts',
    title: msg('legal.terms.accounts.title'),
    content: (
      <Bullets
        items={[
          msg('legal.terms.accounts.accurate'),
          msg('legal.terms.accounts.password'),
          msg('legal.terms.accounts.oneAccount'),
          msg('legal.terms.accounts.identity'),
        ]}
      />
    ),
  },
  {
    id: 'professional-verification',
    title: msg('legal.terms.verification.title'),
    content: (
      <>
        <Para id="legal.terms.verification.approval" />
        <Para id="legal.terms.verification.provide" />
        <Bullets
          items={[
            msg('legal.terms.verification.licence'),
            msg('legal.terms.verification.qualifications'),
            msg('legal.terms.verification.photo'),
          ]}
        />
        <Para id="legal.terms.verification.duties" />
      </>
    ),
  },
  {
    id: 'requests-and-offers',
    title: msg('legal.terms.requests.title'),
    content: (
      <>
        <Para id="legal.terms.requests.intro" />
        <Bullets
          items={[
            msg('legal.terms.requests.edit'),
            msg('legal.terms.requests.offer'),
            msg('legal.terms.requests.accept'),
          ]}
        />
      </>
    ),
  },
  {
    id: 'fees-and-payments',
    title: msg('legal.terms.fees.title'),
    content: (
      <Bullets
        items={[
          msg('legal.terms.fees.rupees'),
          msg('legal.terms.fees.gateway'),
          msg('legal.terms.fees.hold'),
          msg('legal.terms.fees.escrow'),
          {
            id: msg('legal.terms.fees.refunds'),
            components: { 0: <PolicyLink to="/cancellation-refund" /> },
          },
          msg('legal.terms.fees.offPlatform'),
        ]}
      />
    ),
  },
  {
    id: 'resolution-and-reopen',
    title: msg('legal.terms.resolution.title'),
    content: (
      <>
        <Para id="legal.terms.resolution.reopen" />
        <Para id="legal.terms.resolution.completion" />
      </>
    ),
  },
  {
    id: 'queries',
    title: msg('legal.terms.complaints.title'),
    content: <Para id="legal.terms.complaints.body" />,
  },
  {
    id: 'reviews',
    title: msg('legal.terms.reviews.title'),
    content: (
      <>
        <Para id="legal.terms.reviews.rate" />
        <Para id="legal.terms.reviews.honest" />
      </>
    ),
  },
];
