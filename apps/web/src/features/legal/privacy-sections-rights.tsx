import { msg, T } from '@/i18n';
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, PolicyLink, SupportHoursList } from './legal-links.tsx';
import type { PolicySection } from './policy-section.tsx';

/** Privacy Policy, second half: how long data is kept, how it is protected and your rights. */
export const PRIVACY_RIGHTS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'retention',
    title: msg('legal.privacy.retention.title'),
    content: (
      <ul>
        <li>
          <T id="legal.privacy.retention.account" components={{ 0: <strong /> }} />
        </li>
        <li>
          <T id="legal.privacy.retention.consultations" components={{ 0: <strong /> }} />
        </li>
        <li>
          <T id="legal.privacy.retention.payments" components={{ 0: <strong /> }} />
        </li>
        <li>
          <T id="legal.privacy.retention.logs" components={{ 0: <strong /> }} />
        </li>
        <li>
          <T id="legal.privacy.retention.codes" components={{ 0: <strong /> }} />
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: msg('legal.privacy.security.title'),
    content: (
      <>
        <ul>
          <li>
            <T id="legal.privacy.security.passwords" />
          </li>
          <li>
            <T id="legal.privacy.security.https" />
          </li>
          <li>
            <T id="legal.privacy.security.files" />
          </li>
          <li>
            <T id="legal.privacy.security.session" />
          </li>
        </ul>
        <p>
          <T id="legal.privacy.security.breach" />
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: msg('legal.privacy.rights.title'),
    content: (
      <>
        <p>
          <T id="legal.privacy.rights.intro" />
        </p>
        <ul>
          <li>
            <T id="legal.privacy.rights.access" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.rights.correct" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.rights.erase" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.rights.withdraw" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.rights.grievance" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.rights.nominate" components={{ 0: <strong /> }} />
          </li>
        </ul>
        <p>
          <T
            id="legal.privacy.rights.howTo"
            components={{ 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <strong /> }}
          />
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: msg('legal.privacy.children.title'),
    content: (
      <p>
        <T id="legal.privacy.children.body" />
      </p>
    ),
  },
  {
    id: 'data-location',
    title: msg('legal.privacy.location.title'),
    content: (
      <p>
        <T id="legal.privacy.location.body" />
      </p>
    ),
  },
  {
    id: 'changes',
    title: msg('legal.privacy.changes.title'),
    content: (
      <p>
        <T id="legal.privacy.changes.body" />
      </p>
    ),
  },
  {
    id: 'contact-and-grievance',
    title: msg('legal.privacy.contact.title'),
    content: (
      <>
        <p>
          <T
            id="legal.privacy.contact.questions"
            components={{ 0: <EmailLink email={SUPPORT_EMAIL} />, 1: <PolicyLink to="/contact" /> }}
          />
        </p>
        <SupportHoursList />
        <p>
          <T
            id="legal.privacy.contact.grievance"
            components={{ 0: <EmailLink email={GRIEVANCE_EMAIL} /> }}
          />
        </p>
      </>
    ),
  },
];
