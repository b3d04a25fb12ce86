import { CATEGORY_FIELDS } from '@salahkar/domain/enums';

/** Said when the assistant cannot be reached at all: the fields by example, and the way on. */
export const ASSISTANT_FALLBACK = [
  'I cannot answer right now, but you can still get help from a verified professional:',
  `• ${CATEGORY_FIELDS.CA}: income tax returns, GST, company registration, tax notices.`,
  `• ${CATEGORY_FIELDS.Lawyer}: property, family, contracts, legal notices, police matters.`,
  `• ${CATEGORY_FIELDS.Doctor}: symptoms, reports, second opinions, prescriptions.`,
  `• ${CATEGORY_FIELDS.Engineer}: construction, software, design and safety checks.`,
  `• ${CATEGORY_FIELDS.Career_Consultant}: resumes, interviews, choosing a career.`,
  'Use Get Consultation on your dashboard to post your request. In an emergency, call 112.',
].join('\n');

/** The spec's toast for an assistant that failed (docs/product/rulings.md, R-46), shown once per conversation. */
export const UNAVAILABLE_NOTICE = {
  title: 'AI Temporarily Unavailable',
  description: 'API quota exceeded. You can still book consultations with professionals.',
} as const;
