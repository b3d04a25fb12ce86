import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/layout/public-layout.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { msg, useT } from '@/i18n';
import { CategoryCards } from './category-cards.tsx';
import { Hero } from './hero.tsx';
import { HowItWorksCarousel } from './how-it-works-carousel.tsx';
import { PlatformFigures, PriceTiers } from './platform-figures.tsx';
import { RecentReviews } from './recent-reviews.tsx';
import { TrustStrip } from './trust-strip.tsx';

// The heading and lead of each titled part of the page, by the name its heading's id is made of.
const SECTION_TEXTS = {
  how: { title: msg('landing.how.title'), lead: msg('landing.how.lead') },
  categories: { title: msg('landing.categories.title'), lead: msg('landing.categories.lead') },
  fees: { title: msg('landing.fees.title'), lead: msg('landing.fees.lead') },
  reviews: { title: msg('landing.reviews.title'), lead: msg('landing.reviews.lead') },
};

/** A titled part of the page: its heading and lead, centred, above `children`. */
function LandingSection({
  name,
  className,
  children,
}: {
  name: keyof typeof SECTION_TEXTS;
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  const { title, lead } = SECTION_TEXTS[name];
  const id = `${name}-heading`;
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {t(title)}
        </h2>
        <p className="mt-2 text-muted-foreground">{t(lead)}</p>
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}

// The headings of the parts whose content speaks for itself: read by screen readers, not shown.
const HIDDEN_HEADINGS = {
  figures: msg('landing.figures.heading'),
  trust: msg('landing.trust.heading'),
};

/** A part of the page named for screen readers only, above `children`. */
function UntitledSection({
  name,
  className,
  children,
}: {
  name: keyof typeof HIDDEN_HEADINGS;
  className: string;
  children: ReactNode;
}) {
  const t = useT();
  const id = `${name}-heading`;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="sr-only">
        {t(HIDDEN_HEADINGS[name])}
      </h2>
      {children}
    </section>
  );
}

/**
 * `/` for visitors (docs/product/rulings.md, R-30). The build renders it to HTML ahead of time; the
 * live figures (professionals, fees, time to a first offer, reviews) fill their reserved places
 * once loaded.
 */
export function LandingPage() {
  const t = useT();
  return (
    <PublicLayout>
      <Hero />
      <UntitledSection name="figures" className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <PlatformFigures />
      </UntitledSection>
      <LandingSection name="how" className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <HowItWorksCarousel />
        <div className="mt-8 text-center">
          <a href="/register" className={buttonClasses({ size: 'lg' })}>
            {t('landing.how.cta')}
          </a>
        </div>
      </LandingSection>
      <div className="bg-muted/60">
        <LandingSection name="categories" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <CategoryCards />
        </LandingSection>
      </div>
      <LandingSection name="fees" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <PriceTiers />
      </LandingSection>
      <LandingSection name="reviews" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <RecentReviews />
      </LandingSection>
      <UntitledSection name="trust" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <TrustStrip />
      </UntitledSection>
    </PublicLayout>
  );
}
