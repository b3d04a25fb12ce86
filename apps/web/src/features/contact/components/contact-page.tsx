import { PublicLayout } from '@/components/layout/public-layout.tsx';
import { useT } from '@/i18n';
import { ContactFaq } from './contact-faq.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactInfoCard } from './contact-info-card.tsx';

/** /contact (docs/product/rulings.md, R-30). */
export function ContactPage() {
  const t = useT();
  return (
    <PublicLayout title={t('contact.page.title')}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <header className="max-w-2xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('contact.page.title')}</h1>
          <p className="mt-3 text-lg text-muted-foreground">{t('contact.page.intro')}</p>
        </header>
        <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ContactInfoCard />
          <ContactForm />
        </div>
        <section aria-labelledby="faq-heading" className="mt-14">
          <h2 id="faq-heading" className="text-2xl font-bold">
            {t('contact.page.faqTitle')}
          </h2>
          <div className="mt-6">
            <ContactFaq />
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
