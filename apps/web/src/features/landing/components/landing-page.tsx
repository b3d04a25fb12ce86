import type { ReactNode } from 'react';
import { PublicLayout } from '@/components/layout/public-layout.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { CategoryCards } from './category-cards.tsx';
import { Hero } from './hero.tsx';
import { HowItWorksCarousel } from './how-it-works-carousel.tsx';
import { PlatformFigures, PriceTiers } from './platform-figures.tsx';
import { RecentReviews } from './recent-reviews.tsx';
import { TrustStrip } from './trust-strip.tsx';

/** A titled part of the page: its heading and lead, centred, above `children`. */
function LandingSection({
  name,
  title,
  lead,
  className,
  children,
}: {
  name: string;
  title: string;
  lead: string;
  className: string;
  children: ReactNode;
}) {
  const id = `${name}-heading`;
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-muted-foreground">{lead}</p>
      </div>
      <div className="mt-8">{children}</div>
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
      <section aria-labelledby="figures-heading" className="mx-auto max-w-6xl px-4 pt-10 sm:px-6">
        <h2 id="figures-heading" className="sr-only">
          {t('landing.figures.heading')}
        </h2>
        <PlatformFigures />
      </section>
      <LandingSection
        name="how"
        title={t('landing.how.title')}
        lead={t('landing.how.lead')}
        className="mx-auto max-w-4xl px-4 py-14 sm:px-6"
      >
        <HowItWorksCarousel />
        <div className="mt-8 text-center">
          <a href="/register" className={buttonClasses({ size: 'lg' })}>
            {t('landing.how.cta')}
          </a>
        </div>
      </LandingSection>
      <div className="bg-muted/60">
        <LandingSection
          name="categories"
          title={t('landing.categories.title')}
          lead={t('landing.categories.lead')}
          className="mx-auto max-w-6xl px-4 py-14 sm:px-6"
        >
          <CategoryCards />
        </LandingSection>
      </div>
      <LandingSection
        name="fees"
        title={t('landing.fees.title')}
        lead={t('landing.fees.lead')}
        className="mx-auto max-w-6xl px-4 pt-14 sm:px-6"
      >
        <PriceTiers />
      </LandingSection>
      <LandingSection
        name="reviews"
        title={t('landing.reviews.title')}
        lead={t('landing.reviews.lead')}
        className="mx-auto max-w-6xl px-4 pt-14 sm:px-6"
      >
        <RecentReviews />
      </LandingSection>
      <section aria-labelledby="trust-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="trust-heading" className="sr-only">
          {t('landing.trust.heading')}
        </h2>
        <TrustStrip />
      </section>
    </PublicLayout>
  );
}
