import { categoryField, t } from '@/i18n';

/**
 * Said when the assistant cannot be reached at all: the fields by example, and the way on, in the
 * language on screen.
 */
export function assistantFallback(): string {
  return [
    t('assistant.fallback.intro'),
    `• ${categoryField('CA')}: ${t('assistant.fallback.ca')}`,
    `• ${categoryField('Lawyer')}: ${t('assistant.fallback.lawyer')}`,
    `• ${categoryField('Doctor')}: ${t('assistant.fallback.doctor')}`,
    `• ${categoryField('Engineer')}: ${t('assistant.fallback.engineer')}`,
    `• ${categoryField('Career_Consultant')}: ${t('assistant.fallback.career')}`,
    t('assistant.fallback.outro'),
  ].join('\n');
}

/** The spec's toast for an assistant that failed (docs/product/rulings.md, R-46), shown once per conversation. */
export function unavailableNotice(): { title: string; description: string } {
  return {
    title: t('assistant.unavailable.title'),
    description: t('assistant.unavailable.description'),
  };
}
