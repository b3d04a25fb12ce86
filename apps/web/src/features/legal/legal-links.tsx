import type { ReactNode } from 'react';
import { SupportContactList } from '@/components/layout/support-details.tsx';
import { currentLanguage } from '@/i18n';
import { isPublicPath, pathIn } from '@/lib/public-paths.ts';

/** A mailto link showing the address itself, so it can be copied as well as clicked. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/**
 * A link to another page of the site ('/privacy', '/terms#grievance-officer', '/', '/contact'). A
 * pre-rendered public page opens in the language on screen ('/hi/privacy' from a Hindi page); the
 * app's pages keep their address. Written as an element without text, it takes its text from the
 * message it sits in (`<T components={{ 0: <PolicyLink to="/privacy" /> }} />`).
 */
export function PolicyLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children?: ReactNode;
}) {
  const [path = to, anchor] = to.split('#');
  const href = isPublicPath(path)
    ? `${pathIn(path, currentLanguage())}${anchor ? `#${anchor}` : ''}`
    : to;
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/**
 * The support facts (hours, then mail, phone and postal address once loaded), identical on every
 * policy page, the contact page and the landing page (decision 217).
 */
export function SupportHoursList() {
  return <SupportContactList className="not-prose my-4 text-sm" />;
}
