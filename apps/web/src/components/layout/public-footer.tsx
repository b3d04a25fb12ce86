import { currentYear } from '@/lib/format.ts';

const JOIN_LINKS = [
  { href: '/register', label: 'Join as User' },
  { href: '/register?tab=professional', label: 'Join as Professional' },
  { href: '/login', label: 'Sign In' },
];

const POLICY_LINKS = [
  { href: '/terms', label: 'Terms & Conditions' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/cancellation-refund', label: 'Cancellation & Refund' },
];

function FooterLinkList({ title, links }: { title: string; links: typeof JOIN_LINKS }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="rounded-sm text-sm text-slate-300 hover:text-white">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The links footer: who Salahkar is for and where its policies live. */
export function PublicLinksFooter() {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-base font-semibold text-white">Salahkar</p>
          <p className="mt-3 max-w-xs text-sm">
            Verified professionals for finance, law, health, engineering and careers, on a secure
            platform with support around the clock.
          </p>
        </div>
        <FooterLinkList title="Get started" links={JOIN_LINKS} />
        <FooterLinkList title="Policies & help" links={POLICY_LINKS} />
      </div>
    </footer>
  );
}

/** The bottom bar: copyright and the outcome disclaimer every public page carries. */
export function PublicBottomBar() {
  return (
    <div className="border-t border-white/10 bg-ink text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:justify-between sm:px-6">
        <p>© {currentYear()} Salahkar. All rights reserved.</p>
        <p className="max-w-2xl sm:text-right">
          Salahkar connects you with independent professionals and assumes no responsibility for the
          outcomes of consultations. Not for emergencies. Users must be 18 or older.
        </p>
      </div>
    </div>
  );
}
