import { msg, T } from '@/i18n';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, PolicyLink, SupportHoursList } from './legal-links.tsx';
import type { PolicySection } from './policy-section.tsx';

/** Terms, second half: conduct, content, enforcement, liability, law, grievances and contact. */
export const TERMS_LEGAL_SECTIONS: readonly PolicySection[] = [
  {
    id: 'prohibited-conduct',
    title: msg('legal.terms.conduct.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.conduct.intro" />
        </p>
        <ul>
          <li>
            <T id="legal.terms.conduct.falseInfo" />
          </li>
          <li>
            <T id="legal.terms.conduct.harass" />
          </li>
          <li>
            <T id="legal.terms.conduct.unlawful" />
          </li>
          <li>
            <T id="legal.terms.conduct.offPlatform" />
          </li>
          <li>
            <T id="legal.terms.conduct.record" />
          </li>
          <li>
            <T id="legal.terms.conduct.malware" />
          </li>
          <li>
            <T id="legal.terms.conduct.law" />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'content-and-files',
    title: msg('legal.terms.content.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.content.ownership" />
        </p>
        <ul>
          <li>
            <T id="legal.terms.content.fileLimits" />
          </li>
          <li>
            <T id="legal.terms.content.access" />
          </li>
          <li>
            <T id="legal.terms.content.confidential" />
          </li>
        </ul>
        <p>
          <T id="legal.terms.content.remove" />
        </p>
      </>
    ),
  },
  {
    id: 'suspension',
    title: msg('legal.terms.suspension.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.suspension.reasons" />
        </p>
        <p>
          <T
            id="legal.terms.suspension.close"
            components={{
              0: <EmailLink email={SUPPORT_EMAIL} />,
              1: <PolicyLink to="/cancellation-refund" />,
            }}
          />
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: msg('legal.terms.liability.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.liability.asIs" />
        </p>
        <p>
          <T id="legal.terms.liability.limit" />
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: msg('legal.terms.indemnity.title'),
    content: (
      <p>
        <T id="legal.terms.indemnity.body" />
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: msg('legal.terms.law.title'),
    content: (
      <p>
        <T id="legal.terms.law.body" />
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: msg('legal.terms.grievance.title'),
    content: (
      <>
        <p>
          <T id="legal.terms.grievance.intro" />
        </p>
        <ul>
          <li>
            <T
              id="legal.terms.grievance.email"
              components={{ 0: <EmailLink email={GRIEVANCE_EMAIL} /> }}
            />
          </li>
          <li>
            <T id="legal.terms.grievance.timelines" components={{ 0: <strong />, 1: <strong /> }} />
          </li>
        </ul>
        <p>
          <T id="legal.terms.grievance.include" />
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: msg('legal.terms.changes.title'),
    content: (
      <p>
        <T id="legal.terms.changes.body" />
      </p>
    ),
  },
  {
    id: 'contact',
    title: msg('legal.terms.contact.title'),
    content: (
      <>
        <p>
          <T
            id="legal.terms.contact.body"
            components={{ 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <PolicyLink to="/contact" /> }}
          />
        </p>
        <SupportHoursList />
      </>
    ),
  },
];
