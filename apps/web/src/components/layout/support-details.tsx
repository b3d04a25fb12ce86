import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { supportHoursLines, supportLabels, type SupportFacts } from '@salahkar/domain/support';
import { currentLanguage } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { useLandingFigures } from '@/lib/landing-answer.ts';

// The support facts, identical on the landing, contact and policy pages (decision 217): the hours
// from the domain (on the page from its first byte), the mail address, phone and postal address
// from the server's configuration (GET /api/landing), shown once they have arrived.

/** The configured support facts, or undefined while they load (or could not be loaded). */
export function useSupportFacts(): SupportFacts | undefined {
  return useLandingFigures().data?.support;
}

/** The support hours as a list, worded by the domain in the language on screen. */
export function SupportHoursList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {supportHoursLines(currentLanguage()).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** '+91 80 4567 8900' as a number a phone can dial. */
const telOf = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * How to reach support: mail, phone (when configured) and postal address, each labelled, then
 * the hours. A line waits for the server's answer rather than guessing.
 */
export function SupportContactList({ className }: { className?: string }) {
  const facts = useSupportFacts();
  const labels = supportLabels(currentLanguage());
  const row = 'flex gap-2';
  const icon = 'mt-0.5 size-4 shrink-0 text-primary';
  return (
    <div className={cn('space-y-2', className)}>
      {facts && (
        <ul className="space-y-2">
          <li className={row}>
            <Mail aria-hidden="true" className={icon} />
            <span>
              {labels.email}:{' '}
              <a href={`mailto:${facts.email}`} className="rounded-sm text-primary hover:underline">
                {facts.email}
              </a>
            </span>
          </li>
          {facts.phone && (
            <li className={row}>
              <Phone aria-hidden="true" className={icon} />
              <span>
                {labels.phone}:{' '}
                <a href={telOf(facts.phone)} className="rounded-sm text-primary hover:underline">
                  {facts.phone}
                </a>
              </span>
            </li>
          )}
          <li className={row}>
            <MapPin aria-hidden="true" className={icon} />
            <span>
              {labels.address}: {facts.address}
            </span>
          </li>
        </ul>
      )}
      <div className={row}>
        <Clock aria-hidden="true" className={icon} />
        <SupportHoursList />
      </div>
    </div>
  );
}
