import { msg } from '@/i18n';

/** Contact details and dates the three policies quote, kept in one place so they never disagree. */
export const SUPPORT_EMAIL = 'support@salahkar.in';
export const GRIEVANCE_EMAIL = 'grievance@salahkar.in';

/** Support hours (IST) as the contact page and policies state them: the ids of their texts. */
export const SUPPORT_HOURS: readonly string[] = [
  msg('legal.supportHours.weekdays'),
  msg('legal.supportHours.saturday'),
  msg('legal.supportHours.closed'),
];

/**
 * The date the policy texts last changed; update it with any change to their wording (`iso`
 * here, the date as people read it in every language's `legal.page.lastUpdatedDate`).
 */
export const POLICIES_LAST_UPDATED = {
  iso: '2026-11-22',
  label: msg('legal.page.lastUpdatedDate'),
} as const;
