import { t } from '@/i18n';

/** '35 min', '2 h 10 min', '3 days': a median waiting time, as a visitor reads it. */
export function formatWait(minutes: number): string {
  if (minutes < 1) return t('landing.wait.underMinute');
  if (minutes < 60) return t('landing.wait.minutes', { minutes });
  if (minutes < 48 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0
      ? t('landing.wait.hours', { hours })
      : t('landing.wait.hoursMinutes', { hours, minutes: rest });
  }
  return t('landing.wait.days', { days: Math.round(minutes / (24 * 60)) });
}

/** '1 verified professional', '12 verified professionals'. */
export function verifiedCount(count: number): string {
  return t('landing.figures.verifiedCount', { count });
}
