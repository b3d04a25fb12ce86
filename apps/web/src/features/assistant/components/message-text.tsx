import { Fragment } from 'react';
import { Link } from 'react-router';
import { ASSISTANT_PAGES, type AssistantPagePath } from '@salahkar/domain/schemas/assistant';
import { msg, useT } from '@/i18n';

// Only the product's own pages become links, and only where a path stands alone in the text
// ("(/cancellation-refund)"); '/' by itself is left as text, it appears in dates and fractions.
const LINKABLE = Object.keys(ASSISTANT_PAGES).filter((path) => path !== '/');
const PAGE_PATH = new RegExp(
  `(?<![\\w/])(${LINKABLE.map((path) => path.replace('/', '\\/')).join('|')})(?![\\w/-])`,
  'g',
);

/** The names of ASSISTANT_PAGES (the domain's English), as message ids. */
const PAGE_NAMES: Record<AssistantPagePath, string> = {
  '/': msg('assistant.page.dashboard'),
  '/submit-consultation': msg('assistant.page.submitConsultation'),
  '/cancellation-refund': msg('assistant.page.cancellationRefund'),
  '/privacy': msg('assistant.page.privacy'),
  '/terms': msg('assistant.page.terms'),
  '/contact': msg('assistant.page.contact'),
};

/**
 * An answer as plain text, never HTML: React escapes it, and paths of the product's pages
 * become links to them. Line breaks are kept.
 */
export function MessageText({ text }: { text: string }) {
  const t = useT();
  const parts = text.split(PAGE_PATH);
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link
            key={index}
            to={part}
            className="font-medium text-primary underline underline-offset-2"
          >
            {t(PAGE_NAMES[part as AssistantPagePath])}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
