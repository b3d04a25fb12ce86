import { msg } from '@/i18n';
import { policySection, type PolicySection } from './policy-section.tsx';

/** Privacy Policy, first half: what personal data Salahkar handles, why, and who receives it. */
export const PRIVACY_DATA_SECTIONS: readonly PolicySection[] = [
  policySection(
    'who-we-are',
    msg('legal.privacy.whoWeAre.title'),
    msg('legal.privacy.whoWeAre.body'),
  ),
  policySection('data-we-collect', msg('legal.privacy.collect.title'), [
    msg('legal.privacy.collect.account'),
    msg('legal.privacy.collect.profile'),
    msg('legal.privacy.collect.credentials'),
    msg('legal.privacy.collect.consultations'),
    msg('legal.privacy.collect.payments'),
    msg('legal.privacy.collect.support'),
    msg('legal.privacy.collect.technical'),
  ]),
  policySection('cookies', msg('legal.privacy.cookies.title'), msg('legal.privacy.cookies.body')),
  policySection(
    'purposes',
    msg('legal.privacy.purposes.title'),
    msg('legal.privacy.purposes.intro'),
    [
      msg('legal.privacy.purposes.account'),
      msg('legal.privacy.purposes.consultation'),
      msg('legal.privacy.purposes.verify'),
      msg('legal.privacy.purposes.payments'),
      msg('legal.privacy.purposes.emails'),
      msg('legal.privacy.purposes.support'),
      msg('legal.privacy.purposes.fraud'),
      msg('legal.privacy.purposes.legal'),
    ],
    msg('legal.privacy.purposes.basis'),
  ),
  policySection('sharing', msg('legal.privacy.sharing.title'), [
    msg('legal.privacy.sharing.professionals'),
    msg('legal.privacy.sharing.admins'),
    msg('legal.privacy.sharing.gateway'),
    msg('legal.privacy.sharing.providers'),
    msg('legal.privacy.sharing.authorities'),
  ]),
];
