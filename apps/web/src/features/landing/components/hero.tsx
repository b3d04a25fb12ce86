import { buttonClasses } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { HeroIllustration } from './hero-illustration.tsx';

/** The opening: what Salahkar is, and the way in. */
export function Hero() {
  const t = useT();
  return (
    <section aria-labelledby="hero-heading" className="bg-card">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t('landing.hero.tagline')}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 text-3xl leading-tight font-bold text-balance sm:text-4xl lg:text-5xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">{t('landing.hero.lead')}</p>
          {/* A visitor is most likely new: registration, which links to sign-in for the others. */}
          <a href="/register" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            {t('landing.hero.cta')}
          </a>
        </div>
        {/* The picture leads to the same place as the button; it stays out of the tab order. */}
        <a href="/register" tabIndex={-1} aria-hidden="true" className="block">
          <HeroIllustration className="mx-auto w-full max-w-md" />
        </a>
      </div>
    </section>
  );
}
