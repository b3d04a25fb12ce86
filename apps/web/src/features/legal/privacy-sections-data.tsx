import { msg } from '@/i18n';
import { Bullets, Para, type PolicySection } from './policy-section.tsx';

/** Privacy Policy, first half: what personal data Salahkar handles, why, and who receives it. */
export const PRIVACY_DATA_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: msg('legal.privacy.whoWeAre.title'),
    content: <Para id="legal.privacy.whoWeAre.body" />,
  },
  {
    id: 'data-we-collect',
    title: msg('legal.privacy.collect.title'),
    content: (
      <Bullets
        items={[
          msg('legal.privacy.collect.account'),
          msg('legal.privacy.collect.profile'),
          msg('legal.privacy.collect.credentials'),
          msg('legal.privacy.collect.consultations'),
          msg('legal.privacy.collect.payments'),
          msg('legal.privacy.collect.support'),
          msg('legal.privacy.collect.technical'),
        ]}
      />
    ),
  },
  {
    id: 'cookies',
    title: msg('legal.privacy.cookies.title'),
    content: <Para id="legal.privacy.cookies.body" />,
  },
  {
    id: 'purposes',
    title: msg('legal.privacy.purposes.title'),
    content: (
      <>
        <Para id="legal.privacy.purposes.intro" />
        <Bullets
          items={[
            msg('legal.privacy.purposes.account'),
            msg('legal.privacy.purposes.consultation'),
            msg('legal.privacy.purposes.verify'),
            msg('legal.privacy.purposes.payments'),
            msg('legal.privacy.purposes.emails'),
            msg('legal.privacy.purposes.support'),
            msg('legal.privacy.purposes.fraud'),
            msg('legal.privacy.purposes.legal'),
          ]}
        />
        <Para id="legal.privacy.purposes.basis" />
      </>
    ),
  },
  {
    id: 'sharing',
    title: msg('legal.privacy.sharing.title'),
    content: (
      <Bullets
        items={[
          msg('legal.privacy.sharing.professionals'),
          msg('legal.privacy.sharing.admins'),
          msg('legal.privacy.sharing.gateway'),
          msg('legal.privacy.sharing.providers'),
          msg('legal.privacy.sharing.authorities'),
        ]}
      />
    ),
  },
];
