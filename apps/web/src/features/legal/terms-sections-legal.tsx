import { msg } from '@/i18n';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, PolicyLink, SupportHoursList } from './legal-links.tsx';
import { Bullets, Para, type PolicySection } from './policy-section.tsx';

/** Terms, second half: conduct, content, enforcement, liability, law, grievances and contact. */
export const TERMS_LEGAL_SECTIONS: readonly PolicySection[] = [
  {
    id: 'prohibited-conduct',
    title: msg('legal.terms.conduct.title'),
    content: (
      <>
        <Para id="legal.terms.conduct.intro" />
        <Bullets
          items={[
            msg('legal.terms.conduct.falseInfo'),
            msg('legal.terms.conduct.harass'),
            msg('legal.terms.conduct.unlawful'),
            msg('legal.terms.conduct.offPlatform'),
            msg('legal.terms.conduct.record'),
            msg('legal.terms.conduct.malware'),
            msg('legal.terms.conduct.law'),
          ]}
        />
      </>
    ),
  },
  {
    id: 'content-and-files',
    title: msg('legal.terms.content.title'),
    content: (
      <>
        <Para id="legal.terms.content.ownership" />
        <Bullets
          items={[
            msg('legal.terms.content.fileLimits'),
            msg('legal.terms.content.access'),
            msg('legal.terms.content.confidential'),
          ]}
        />
        <Para id="legal.terms.content.remove" />
      </>
    ),
  },
  {
    id: 'suspension',
    title: msg('legal.terms.suspension.title'),
    content: (
      <>
        <Para id="legal.terms.suspension.reasons" />
        <Para
          id="legal.terms.suspension.close"
          components={{
            0: <EmailLink email={SUPPORT_EMAIL} />,
            1: <PolicyLink to="/cancellation-refund" />,
          }}
        />
      </>
    ),
  },
  {
    id: 'liability',
    title: msg('legal.terms.liability.title'),
    content: (
      <>
        <Para id="legal.terms.liability.asIs" />
        <Para id="legal.terms.liability.limit" />
      </>
    ),
  },
  {
    id: 'indemnity',
    title: msg('legal.terms.indemnity.title'),
    content: <Para id="legal.terms.indemnity.body" />,
  },
  {
    id: 'governing-law',
    title: msg('legal.terms.law.title'),
    content: <Para id="legal.terms.law.body" />,
  },
  {
    id: 'grievance-officer',
    title: msg('legal.terms.grievance.title'),
    content: (
      <>
        <Para id="legal.terms.grievance.intro" />
        <Bullets
          items={[
            {
              id: msg('legal.terms.grievance.email'),
              components: { 0: <EmailLink email={GRIEVANCE_EMAIL} /> },
            },
            {
              id: msg('legal.terms.grievance.timelines'),
              components: { 0: <strong />, 1: <strong /> },
            },
          ]}
        />
        <Para id="legal.terms.grievance.include" />
      </>
    ),
  },
  {
    id: 'changes',
    title: msg('legal.terms.changes.title'),
    content: <Para id="legal.terms.changes.body" />,
  },
  {
    id: 'contact',
    title: msg('legal.terms.contact.title'),
    content: (
      <>
        <Para
          id="legal.terms.contact.body"
          components={{ 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <PolicyLink to="/contact" /> }}
        />
        <SupportHoursList />
      </>
    ),
  },
];
