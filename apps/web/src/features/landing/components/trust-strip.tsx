import { Clock, ShieldCheck, BadgeCheck } from 'lucide-react';

const PROMISES = [
  {
    icon: ShieldCheck,
    title: 'Secure platform',
    text: 'Pay by card or UPI through a secure gateway; your payment is held until the consultation is complete.',
  },
  {
    icon: BadgeCheck,
    title: 'Verified experts',
    text: 'Our team verifies every professional before they can take a consultation.',
  },
  {
    icon: Clock,
    title: '24/7 support',
    text: 'Post a request any time, day or night; professionals can respond around the clock.',
  },
];

/** What Salahkar promises, and the two limits every visitor should know before booking. */
export function TrustStrip() {
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl bg-card p-5 shadow-sm">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-warning">
        <strong>Salahkar is not for emergencies.</strong> In a medical or other emergency, call 112.
        You must be 18 or older to use Salahkar.
      </p>
    </div>
  );
}
