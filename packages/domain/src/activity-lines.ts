// The sentences of the admin's Recent Activity, as ids with values (like an error's code,
// decision 201): the server sends `code` and `params` with the English `description` filled in
// from these texts, and the web words the same code in the language on screen from its catalogs
// (`admin.activity.line.<code>`), which a web test keeps equal to these in English.

/** The English text of each activity line, with `{name}` for a value. */
export const ACTIVITY_LINES = {
  signedUp: '{actor} signed up',
  registeredAsProfessional: '{actor} registered as a professional ({field})',
  applied: '{actor} applied to become a professional ({field})',
  posted: '{actor} posted "{title}"',
  paid: '{actor} paid {amount} for "{title}"',
  completed: '"{title}" was completed',
  completedBy: '"{title}" was completed by {professional}',
  refunded: '{amount} refunded for "{title}"',
  approved: '{actor} approved {target}',
  verified: '{actor} verified {target}',
  rejected: '{actor} rejected the application of {target}',
  exported: '{actor} downloaded the {export} export ({format})',
  adminAction: '{actor}: {action}',
  adminActionOn: '{actor}: {action} ({target})',
} as const;

export type ActivityCode = keyof typeof ACTIVITY_LINES;
export const ACTIVITY_CODES = Object.keys(ACTIVITY_LINES) as [ActivityCode, ...ActivityCode[]];

/** The names of a line's values. */
export const ACTIVITY_PARAM_NAMES = [
  'actor',
  'field',
  'title',
  'amount',
  'professional',
  'target',
  'export',
  'format',
  'action',
  'notes',
] as const;

/**
 * The values of a line. Names and titles as typed; `field` a category id (worded by the reader's
 * labels; left out when none was given), `export` what was exported ('consultations', 'users',
 * 'financial'), `format` 'CSV' or 'PDF', `action` an audit action id ('user.suspended'), `amount`
 * already written (₹1,500.00, the same in both languages); `target` left out when the person is
 * gone ("a professional"), `notes` when the admin wrote none (else the line ends ": <notes>").
 */
export type ActivityParams = Partial<Record<(typeof ACTIVITY_PARAM_NAMES)[number], string>>;
