import { msg, useT } from '@/i18n';
import { currentYear } from '@/lib/format.ts';
import { LinkList, type TextLink } from './link-list.tsx';

const JOIN_LINKS = [
  { href: '/register', label: msg('common.footer.joinAsUser') },
  { href: '/register?tab=professional', label: msg('common.footer.joinAsProfessional') },
  { href: '/login', label: msg('common.footer.signIn') },
];

const POLICY_LINKS = [
  { href: '/terms', label: msg('common.footer.terms') },
  { href: '/privacy', label: msg('common.footer.privacy') },
  { href: '/contact', label: msg('common.footer.contact') },
  { href: '/cancellation-refund', label: msg('common.footer.cancellationRefund') },
];

function FooterLinkList({ title, links }: { title: string; links: readonly TextLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <LinkList
        links={links}
        className="mt-3 space-y-2"
        linkClassName="rounded-sm text-sm text-slate-300 hover:text-white"
      />
    </div>
  );
}

/** The links footer: who Salahkar is for and where its policies live. */
export function PublicLinksFooter() {
  const t = useT();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-base font-semibold text-white">{t('common.brand')}</p>
          <p className="mt-3 max-w-xs text-sm">{t('common.footer.about')}</p>
        </div>
        <FooterLinkList title={t('common.footer.getStarted')} links={JOIN_LINKS} />
        <FooterLinkList title={t('common.footer.policiesAndHelp')} links={POLICY_LINKS} />
      </div>
    </footer>
  );
}

/** The bottom bar: copyright and the outcome disclaimer every public page carries. */
export function PublicBottomBar() {
  const t = useT();
  return (
    <div className="border-t border-white/10 bg-ink text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:justify-between sm:px-6">
        <p>{t('common.footer.copyright', { year: currentYear() })}</p>
        <p className="max-w-2xl sm:text-right">{t('common.footer.disclaimer')}</p>
      </div>
    </div>
  );
}
