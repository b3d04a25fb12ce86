/** Contact details and dates the three policies quote, kept in one place so they never disagree. */
export const SUPPORT_EMAIL = 'support@salahkar.in';
export const GRIEVANCE_EMAIL = 'grievance@salahkar.in';

/** Support hours (IST) as the contact page and policies state them. */
export const SUPPORT_HOURS: readonly string[] = [
  'Monday to Friday: 9:00 to 18:00 IST',
  'Saturday: 10:00 to 14:00 IST',
  'Closed on Sundays and public holidays',
];

/** The date the policy texts last changed; update it with any change to their wording. */
export const POLICIES_LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' } as const;
