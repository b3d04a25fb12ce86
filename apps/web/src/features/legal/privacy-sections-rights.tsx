import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from './legal-contacts.ts';
import { EmailLink, SupportHoursList } from './legal-links.tsx';
import type { PolicySection } from './policy-section.tsx';

/** Privacy Policy, second half: how long data is kept, how it is protected and your rights. */
export const PRIVACY_RIGHTS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>
          <strong>Account and profile:</strong> while your account is open. When you close it, we
          delete or anonymise it within 30 days, except what the points below require us to keep.
        </li>
        <li>
          <strong>Consultations:</strong> requests, chats and files stay available to you and your
          professional while your account is open, and are deleted when you close it unless they are
          needed for an open query, grievance or legal claim.
        </li>
        <li>
          <strong>Payments and refunds:</strong> as long as Indian tax and accounting laws require,
          generally eight years.
        </li>
        <li>
          <strong>Security logs:</strong> 180 days, as the CERT-In directions require, or longer
          only while an incident is being investigated.
        </li>
        <li>
          <strong>One-time codes:</strong> an email verification code expires after 10 minutes.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    content: (
      <>
        <ul>
          <li>Passwords are stored only as argon2id hashes, never in readable form.</li>
          <li>Everything between your browser and Salahkar travels over encrypted HTTPS.</li>
          <li>
            Uploaded files are stored under random names and served only after checking that the
            person asking may see them.
          </li>
          <li>
            The sign-in session lives in an HttpOnly cookie, and only authorised administrators can
            reach consultation records.
          </li>
        </ul>
        <p>
          No system is perfectly secure. If a personal data breach happens, we will inform the Data
          Protection Board of India and the people affected as the DPDP Act requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> a summary of the personal data we hold about you, what we do
            with it and with whom we have shared it;
          </li>
          <li>
            <strong>correct, complete or update</strong> it; you can edit most profile details
            yourself from your profile;
          </li>
          <li>
            <strong>erase</strong> it, except what the law requires us to keep;
          </li>
          <li>
            <strong>withdraw consent</strong> at any time, as easily as you gave it; we then stop
            the processing that relied on it, which usually means closing your account;
          </li>
          <li>
            <strong>have a grievance redressed</strong> by us, and then, if you are not satisfied,
            complain to the Data Protection Board of India;
          </li>
          <li>
            <strong>nominate</strong> another person to exercise these rights for you in case of
            your death or incapacity.
          </li>
        </ul>
        <p>
          To use a right, email <EmailLink email={SUPPORT_EMAIL} /> from the address of your
          account. We may ask you to confirm your identity, and we answer every request{' '}
          <strong>within 30 days</strong>.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Salahkar is not for anyone under 18, and we do not knowingly collect personal data from
        children. If we learn that an account belongs to someone under 18, we close it and delete
        its data. A parent or lawful guardian who seeks advice about their child may share the
        child's information needed for that consultation and is responsible for doing so.
      </p>
    ),
  },
  {
    id: 'data-location',
    title: 'Where your data is stored',
    content: (
      <p>
        We store and process personal data in India. If a service provider processes some of it
        outside India, we allow this only to countries the Government of India has not restricted
        under section 16 of the DPDP Act, and with the same protections as described here.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We update this policy when our practices or the law change; the date at the top shows the
        latest version. If a change affects how we use data you have already given us, we tell you
        by email before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact-and-grievance',
    title: 'Contact and Grievance Officer',
    content: (
      <>
        <p>
          For questions about this policy or your data, write to <EmailLink email={SUPPORT_EMAIL} />{' '}
          or use the <a href="/contact">contact page</a>. We reply within 24 hours during support
          hours:
        </p>
        <SupportHoursList />
        <p>
          For a complaint about how we handle personal data, contact our Grievance Officer at{' '}
          <EmailLink email={GRIEVANCE_EMAIL} />. We acknowledge a complaint within 24 hours and
          resolve it within 15 days.
        </p>
      </>
    ),
  },
];
