import { Clock, Mail, MessageCircle } from 'lucide-react';
import { SUPPORT_HOURS, SUPPORT_REPLY_HOURS } from '@salahkar/domain/limits';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { SUPPORT_EMAIL } from './support-details.ts';

const QUICK_LINKS = [
  { href: '/terms', label: 'Terms & Conditions' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/cancellation-refund', label: 'Cancellation & Refund Policy' },
];

/** How to reach support, when, and where the policies are. */
export function ContactInfoCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Get in touch</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <div className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h3 className="font-medium">Email</h3>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="rounded-sm text-primary hover:underline">
              {SUPPORT_EMAIL}
            </a>
            <p className="text-muted-foreground">We reply within {SUPPORT_REPLY_HOURS} hours.</p>
          </div>
        </div>
        <div className="flex gap-3">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h3 className="font-medium">Support hours</h3>
            <ul className="text-muted-foreground">
              {SUPPORT_HOURS.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex gap-3">
          <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div>
            <h3 className="font-medium">About Salahkar</h3>
            <p className="text-muted-foreground">
              Salahkar connects people across India with verified chartered accountants, lawyers,
              doctors, engineers and career consultants for paid consultations by chat and video.
            </p>
          </div>
        </div>
        <nav aria-label="Policies" className="border-t border-border pt-4">
          <h3 className="font-medium">Quick links</h3>
          <ul className="mt-2 space-y-1">
            {QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="rounded-sm text-primary hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </CardContent>
    </Card>
  );
}
