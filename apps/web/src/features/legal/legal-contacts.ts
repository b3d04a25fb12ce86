import { msg } from '@/i18n';

/** Contact details and dates the three policies quote, kept in one place so they never disagree. */
export const SUPPORT_EMAIL = 'support@salahkar.in';
export const GRIEVANCE_EMAIL = 'grievance@salahkar.in';

// The support hours, phone and postal address: the domain's support facts
// (components/layout/support-details.tsx), the same on the contact page and in the mails.

/**
 * The date the policy texts last changed; update it with any change to their wording (`iso`
 * here, the date as people read it in every language's `legal.page.lastUpdatedDate`).
 */
export const POLICIES_LAST_UPDATED = {
  iso: '2026-11-22',
  label: msg('legal.page.lastUpdatedDate'),
} as const;
