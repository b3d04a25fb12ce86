import { msg, T } from '@/i18n';
import type { PolicySection } from './policy-section.tsx';

/** Privacy Policy, first half: what personal data Salahkar handles, why, and who receives it. */
export const PRIVACY_DATA_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: msg('legal.privacy.whoWeAre.title'),
    content: (
      <p>
        <T id="legal.privacy.whoWeAre.body" />
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: msg('legal.privacy.collect.title'),
    content: (
      <>
        <ul>
          <li>
            <T id="legal.privacy.collect.account" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.collect.profile" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.collect.credentials" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.collect.consultations" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.collect.payments" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.collect.support" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.collect.technical" components={{ 0: <strong /> }} />
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: msg('legal.privacy.cookies.title'),
    content: (
      <p>
        <T id="legal.privacy.cookies.body" />
      </p>
    ),
  },
  {
    id: 'purposes',
    title: msg('legal.privacy.purposes.title'),
    content: (
      <>
        <p>
          <T id="legal.privacy.purposes.intro" />
        </p>
        <ul>
          <li>
            <T id="legal.privacy.purposes.account" />
          </li>
          <li>
            <T id="legal.privacy.purposes.consultation" />
          </li>
          <li>
            <T id="legal.privacy.purposes.verify" />
          </li>
          <li>
            <T id="legal.privacy.purposes.payments" />
          </li>
          <li>
            <T id="legal.privacy.purposes.emails" />
          </li>
          <li>
            <T id="legal.privacy.purposes.support" />
          </li>
          <li>
            <T id="legal.privacy.purposes.fraud" />
          </li>
          <li>
            <T id="legal.privacy.purposes.legal" />
          </li>
        </ul>
        <p>
          <T id="legal.privacy.purposes.basis" />
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: msg('legal.privacy.sharing.title'),
    content: (
      <>
        <ul>
          <li>
            <T id="legal.privacy.sharing.professionals" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.sharing.admins" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.sharing.gateway" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.sharing.providers" components={{ 0: <strong /> }} />
          </li>
          <li>
            <T id="legal.privacy.sharing.authorities" components={{ 0: <strong /> }} />
          </li>
        </ul>
      </>
    ),
  },
];
