import { msg, T } from '@/i18n';
import { PolicyLink } from './legal-links.tsx';
import type { PolicySection } from './policy-section.tsx';

/** Terms, first half: who may use Salahkar and how a consultation works from request to review. */
export const TERMS_SERVICE_SECTIONS: readonly PolicySection[] = [
  {
    id: 'about',
    title: msg('legal.terms.about.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.about.intro" />
        </p>
        <p>
          <T
            id="legal.terms.about.readWith"
            components={{
              0: <PolicyLink to="/privacy" />,
              1: <PolicyLink to="/cancellation-refund" />,
            }}
          />
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: msg('legal.terms.eligibility.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.eligibility.age" components={{ 0: <strong /> }} />
        </p>
        <p>
          <T id="legal.terms.eligibility.others" />
        </p>
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
        <p>
          <T id="legal.terms.emergencies.responseTime" />
        </p>
      </>
    ),
  },
  {
    id: 'nature-of-platform',
    title: msg('legal.terms.platform.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.platform.marketplace" />
        </p>
        <ul>
          <li>
            <T id="legal.terms.platform.independent" />
          </li>
          <li>
            <T id="legal.terms.platform.contract" />
          </li>
          <li>
            <T id="legal.terms.platform.outcomes" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.terms.platform.noGuarantee" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'accounts',
    title: msg('legal.terms.accounts.title'),
    content: (
      <ul>
        <li>
          <T id="legal.terms.accounts.accurate" />
        </li>
        <li>
          <T id="legal.terms.accounts.password" />
        </li>
        <li>
          <T id="legal.terms.accounts.oneAccount" />
        </li>
        <li>
          <T id="legal.terms.accounts.identity" />
        </li>
      </ul>
    ),
  },
  {
    id: 'professional-verification',
    title: msg('legal.terms.verification.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.verification.approval" components={{ 0: <strong /> }} />
        </p>
        <p>
          <T id="legal.terms.verification.provide" />
        </p>
        <ul>
          <li>
            <T id="legal.terms.verification.licence" />
          </li>
          <li>
            <T id="legal.terms.verification.qualifications" />
          </li>
          <li>
            <T id="legal.terms.verification.photo" />
          </li>
        </ul>
        <p>
          <T id="legal.terms.verification.duties" />
        </p>
      </>
    ),
  },
  {
    id: 'requests-and-offers',
    title: msg('legal.terms.requests.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.requests.intro" />
        </p>
        <ul>
          <li>
            <T id="legal.terms.requests.edit" />
          </li>
          <li>
            <T id="legal.terms.requests.offer" />
          </li>
          <li>
            <T id="legal.terms.requests.accept" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees-and-payments',
    title: msg('legal.terms.fees.title'),
    content: (
      <>
        <ul>
          <li>
            <T id="legal.terms.fees.rupees" />
          </li>
          <li>
            <T id="legal.terms.fees.gateway" />
          </li>
          <li>
            <T id="legal.terms.fees.hold" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.terms.fees.escrow" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T
              id="legal.terms.fees.refunds"
              components={{ 0: <PolicyLink to="/cancellation-refund" /> }}
            />
          </li>
          <li>
            <T id="legal.terms.fees.offPlatform" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'resolution-and-reopen',
    title: msg('legal.terms.resolution.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.resolution.reopen" components={{ 0: <strong /> }} />
        </p>
        <p>
          <T id="legal.terms.resolution.completion" />
        </p>
      </>
    ),
  },
  {
    id: 'queries',
    title: msg('legal.terms.complaints.title'),
    content: (
      <p>
        <T id="legal.terms.complaints.body" components={{ 0: <strong /> }} />
      </p>
    ),
  },
  {
    id: 'reviews',
    title: msg('legal.terms.reviews.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.reviews.rate" />
        </p>
        <p>
          <T id="legal.terms.reviews.honest" />
        </p>
      </>
    ),
  },
];
