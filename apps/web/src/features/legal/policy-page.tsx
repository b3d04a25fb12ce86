import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/layout/public-layout.tsx';
import { T, useT } from '@/i18n';
import { POLICIES_LAST_UPDATED } from './legal-contacts.ts';
import { PolicySectionView, type PolicySection } from './policy-section.tsx';

interface PolicyPageProps {
  /** The id of the page's name. */
  title: string;
  /** The id of a short plain-language introduction shown above the contents. */
  summary: string;
  sections: readonly PolicySection[];
  /** Shown after the last section, e.g. a way back home. */
  footer?: ReactNode;
}

/** The common frame of a policy page: one `h1`, last-updated date, contents and numbered sections. */
export function PolicyPage({ title: titleId, summary, sections, footer }: PolicyPageProps) {
  const t = useT();
  const title = t(titleId);
  return (
    <PublicLayout title={title}>
      <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            <T
              id="legal.page.lastUpdated"
              values={{ date: t(POLICIES_LAST_UPDATED.label) }}
              components={{ 0: <time dateTime={POLICIES_LAST_UPDATED.iso} /> }}
            />
          </p>
          <div className="mt-6 space-y-4 text-base leading-7 text-foreground/90">
            <p>
              <T id={summary} />
            </p>
          </div>
        </header>

        <nav
          aria-labelledby="policy-contents-title"
          className="mt-8 rounded-lg border border-border bg-card p-5"
        >
          <p id="policy-contents-title" className="text-sm font-semibold text-foreground">
            {t('legal.page.contents')}
          </p>
          <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-sm marker:text-muted-foreground">
            {sections.map((section) => (
              <li key={section.id} className="pl-1">
                <a
                  href={`#${section.id}`}
                  className="text-primary underline-offset-2 hover:underline"
                >
                  {t(section.title)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
            <PolicySectionView key={section.id} section={section} number={index + 1} />
          ))}
        </div>

        {footer ? <footer className="mt-12 border-t border-border pt-8">{footer}</footer> : null}
      </article>
    </PublicLayout>
  );
}
