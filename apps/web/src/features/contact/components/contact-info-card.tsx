import { Clock, Mail, MessageCircle } from 'lucide-react';
import { SUPPORT_REPLY_HOURS } from '@salahkar/domain/limits';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { msg, useT } from '@/i18n';
import { SUPPORT_EMAIL } from './support-details.ts';

/** The domain's SUPPORT_HOURS, in the language on screen. */
const SUPPORT_HOURS = [
  msg('contact.info.hours.weekdays'),
  msg('contact.info.hours.saturday'),
  msg('contact.info.hours.closed'),
];

const QUICK_LINKS = [
  { href: '/terms', label: msg('contact.info.terms') },
  { href: '/privacy', label: msg('contact.info.privacy') },
  { href: '/cancellation-refund', label: msg('contact.info.cancellationRefund') },
];

/** How to reach support, when, and where the policies are. */
export function ContactInfoCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('contact.info.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <div className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h3 className="font-medium">{t('contact.info.email')}</h3>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded-sm text-primary hover:underline">
              {SUPPORT_EMAIL}
            </a>
            <p className="text-muted-foreground">
              {t('contact.info.replyWithin', { hours: SUPPORT_REPLY_HOURS })}
            </p>
          </div>
        </div>
        <div className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h3 className="font-medium">{t('contact.info.hoursTitle')}</h3>
            <ul className="text-muted-foreground">
              {SUPPORT_HOURS.map((line) => (
                <li key={line}>{t(line)}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex gap-3">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h3 className="font-medium">{t('contact.info.aboutTitle')}</h3>
            <p className="text-muted-foreground">{t('contact.info.about')}</p>
          </div>
        </div>
        <nav aria-label={t('contact.info.policies')} className="border-t border-border pt-4">
          <h3 className="font-medium">{t('contact.info.quickLinks')}</h3>
          <ul className="mt-2 space-y-1">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="rounded-sm text-primary hover:underline">
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </CardContent>
    </Card>
  );
}
