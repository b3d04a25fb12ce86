import { PublicLayout } from '@/components/layout/public-layout.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { CategoryCards } from './category-cards.tsx';
import { Hero } from './hero.tsx';
import { HowItWorksCarousel } from './how-it-works-carousel.tsx';
import { PlatformFigures, PriceTiers } from './platform-figures.tsx';
import { RecentReviews } from './recent-reviews.tsx';
import { TrustStrip } from './trust-strip.tsx';

function SectionHeading({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{lead}</p>
    </div>
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
      <section aria-labelledby="how-heading" className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="how-heading"
          title={t('landing.how.title')}
          lead={t('landing.how.lead')}
        />
        <div className="mt-8">
          <HowItWorksCarousel />
        </div>
        <div className="mt-8 text-center">
          <a href="/register" className={buttonClasses({ size: 'lg' })}>
            {t('landing.how.cta')}
          </a>
        </div>
      </section>
      <section aria-labelledby="categories-heading" className="bg-muted/60">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <SectionHeading
            id="categories-heading"
            title={t('landing.categories.title')}
            lead={t('landing.categories.lead')}
          />
          <div className="mt-8">
            <CategoryCards />
          </div>
        </div>
      </section>
      <section aria-labelledby="fees-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <SectionHeading
          id="fees-heading"
          title={t('landing.fees.title')}
          lead={t('landing.fees.lead')}
        />
        <div className="mt-8">
          <PriceTiers />
        </div>
      </section>
      <section aria-labelledby="reviews-heading" className="mx-auto max-w-6xl px-4 pt-14 sm:px-6">
        <SectionHeading
          id="reviews-heading"
          title={t('landing.reviews.title')}
          lead={t('landing.reviews.lead')}
        />
        <div className="mt-8">
          <RecentReviews />
        </div>
      </section>
      <section aria-labelledby="trust-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="trust-heading" className="sr-only">
          {t('landing.trust.heading')}
        </h2>
        <TrustStrip />
      </section>
    </PublicLayout>
  );
}
