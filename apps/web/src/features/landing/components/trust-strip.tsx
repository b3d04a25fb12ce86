import { Clock, ShieldCheck, BadgeCheck } from 'lucide-react';
import { SupportContactList } from '@/components/layout/support-details.tsx';
import { msg, T, useT } from '@/i18n';

const SUPPORT_TITLE = msg('landing.trust.support.title');

const PROMISES = [
  {
    icon: ShieldCheck,
    title: msg('landing.trust.secure.title'),
    text: msg('landing.trust.secure.text'),
  },
  {
    icon: BadgeCheck,
    title: msg('landing.trust.verified.title'),
    text: msg('landing.trust.verified.text'),
  },
  {
    icon: Clock,
    title: SUPPORT_TITLE,
    text: msg('landing.trust.support.text'),
  },
];

/** What Salahkar promises, and the two limits every visitor should know before booking. */
export function TrustStrip() {
  const t = useT();
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl bg-card p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
              {title === SUPPORT_TITLE && (
                // The hours, mail, phone and address the contact page and policies give.
                <SupportContactList className="mt-2 text-sm text-muted-foreground" />
              )}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-warning">
        <T id="landing.trust.emergency" components={{ 0: <strong /> }} />
      </p>
    </div>
  );
}
