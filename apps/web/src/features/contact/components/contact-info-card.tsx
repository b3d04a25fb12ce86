import { MessageCircle } from 'lucide-react';
import { supportReplyLine } from '@salahkar/domain/support';
import { LinkList } from '@/components/layout/link-list.tsx';
import { SupportContactList } from '@/components/layout/support-details.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { currentLanguage, msg, useT } from '@/i18n';

const QUICK_LINKS = [
  { href: '/terms', label: msg('contact.info.terms') },
  { href: '/privacy', label: msg('contact.info.privacy') },
  { href: '/cancellation-refund', label: msg('contact.info.cancellationRefund') },
];

/** How to reach support (mail, phone, address), when, and where the policies are. */
export function ContactInfoCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('contact.info.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <div>
          <h3 className="font-medium">{t('contact.info.hoursTitle')}</h3>
          {/* The same facts as the policies and the landing page (decision 217). */}
          <SupportContactList className="mt-2 text-muted-foreground" />
          <p className="mt-2 text-muted-foreground">{supportReplyLine(currentLanguage())}</p>
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
          <LinkList
            links={QUICK_LINKS}
            className="mt-2 space-y-1"
            linkClassName="rounded-sm text-primary hover:underline"
          />
        </nav>
      </CardContent>
    </Card>
  );
}
