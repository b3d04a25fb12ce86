import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import legalHindi from '@/i18n/catalogs/legal-hi.ts';
import { CancellationRefundPage, PrivacyPage, TermsPage } from './index.ts';

const PAGES: { name: string; Page: ComponentType; heading: string }[] = [
  { name: 'terms', Page: TermsPage, heading: 'Terms & Conditions' },
  { name: 'privacy', Page: PrivacyPage, heading: 'Privacy Policy' },
  {
    name: 'cancellation & refund',
    Page: CancellationRefundPage,
    heading: 'Cancellation & Refund Policy',
  },
];

describe.each(PAGES)('$name page', ({ Page, heading }) => {
  it('has a single h1 naming the page, a last-updated date and a browser tab title', () => {
    render(<Page />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
    expect(screen.getByText(/Last updated/)).toContainElement(
      document.querySelector('time[datetime]') as HTMLElement,
    );
    expect(document.title).toContain(heading);
  });

  it('lists every section in its contents, each link pointing at that section', () => {
    render(<Page />);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    const main = screen.getByRole('main');
    const sectionHeadings = within(main).getAllByRole('heading', { level: 2 });

    expect(links.length).toBeGreaterThan(3);
    expect(links).toHaveLength(sectionHeadings.length);
    links.forEach((link, index) => {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      const sectionHeading = within(section as HTMLElement).getByRole('heading', { level: 2 });
      expect(sectionHeading).toBe(sectionHeadings[index]);
      expect(sectionHeading).toHaveTextContent(link.textContent ?? '');
    });
  });
});

describe('terms page', () => {
  it('offers a way back home and names the grievance officer, emergency number and law', () => {
    render(<TermsPage />);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'grievance@salahkar.in' })[0]).toHaveAttribute(
      'href',
      'mailto:grievance@salahkar.in',
    );
    expect(screen.getByText(/call 112/)).toBeInTheDocument();
    expect(screen.getByText(/courts at\s+Bengaluru, Karnataka/)).toBeInTheDocument();
  });
});

describe('cancellation & refund page', () => {
  function sectionNamed(name: string) {
    return screen.getByRole('region', { name: new RegExp(name) });
  }

  it('states the refund rules the platform applies before the scheduled-session policy', () => {
    render(<CancellationRefundPage />);
    const rules = sectionNamed('When you get your money back');
    expect(
      within(rules).getByText(/You cancel before the professional's first reply: full refund/),
    ).toBeInTheDocument();
    expect(within(rules).getByText(/The professional withdraws: full refund/)).toBeInTheDocument();
    expect(within(rules).getByText(/Your query is upheld: full refund/)).toBeInTheDocument();
    expect(
      within(rules).getByText(/Partial refunds are decided by Salahkar, with a reason/),
    ).toBeInTheDocument();
    expect(sectionNamed('How your payment is protected')).toHaveTextContent(/in escrow/);
    expect(rules).toHaveTextContent(/within 7 days after a case completes/i);
    expect(rules).toHaveTextContent(/holds it for 15 minutes/);
    expect(sectionNamed('If you are not satisfied')).toHaveTextContent(/within 24 hours/);

    const sessions = sectionNamed('Scheduled sessions');
    expect(sessions).toHaveTextContent(/does not currently offer sessions/);
    expect(sessions).toHaveTextContent(/90% refund/);
    expect(rules.compareDocumentPosition(sessions) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('gives the refund timeline for each payment method', () => {
    render(<CancellationRefundPage />);
    const table = screen.getByRole('table', { name: 'Refund timelines by payment method' });
    const timeFor = (method: string) =>
      within(table).getByRole('rowheader', { name: method }).nextElementSibling?.textContent;

    expect(timeFor('Credit card')).toBe('5–7 business days');
    expect(timeFor('Debit card')).toBe('7–10 business days');
    expect(timeFor('Net banking')).toBe('3–5 business days');
    expect(timeFor('UPI or wallets')).toBe('1–3 business days');
    expect(sectionNamed('Refund timelines')).toHaveTextContent(/In general .* 5–7 business days/);
  });
});

describe('in Hindi', () => {
  // The catalog the pre-rendered /hi pages load: the shared texts and the policies' own, no more.
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'hi', messages: legalHindi });
  });

  it.each(PAGES)('the $name page shows every text in Hindi, none as a bare id', ({ Page }) => {
    render(<Page />);
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/\blegal\./);
    expect(main.textContent).toMatch(/[\u0900-\u097F]/);
    expect(within(main).getByText(/अंतिम अपडेट/)).toHaveTextContent('अंतिम अपडेट: 22 नवंबर 2026');
    expect(within(main).getByRole('navigation', { name: 'इस पेज पर' })).toBeInTheDocument();
  });

  it('names the privacy policy and its sections in Hindi', () => {
    render(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('गोपनीयता नीति');
    expect(screen.getByRole('heading', { level: 2, name: /आपके अधिकार/ })).toBeInTheDocument();
    expect(document.title).toContain('गोपनीयता नीति');
    expect(screen.getByRole('region', { name: /संपर्क और शिकायत अधिकारी/ })).toHaveTextContent(
      'grievance@salahkar.in',
    );
  });

  it('links the policies to their Hindi pages and the app pages to their usual address', () => {
    render(<TermsPage />);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/hi',
    );
    expect(within(main).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute(
      'href',
      '/hi/privacy',
    );
    expect(within(main).getByRole('link', { name: 'संपर्क पेज' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText(/112 पर कॉल करें/)).toBeInTheDocument();
  });

  it('keeps the refund figures exact in the Hindi refund policy', () => {
    render(<CancellationRefundPage />);
    const table = screen.getByRole('table', {
      name: 'भुगतान के तरीके के अनुसार रिफ़ंड में लगने वाला समय',
    });
    const timeFor = (method: string) =>
      within(table).getByRole('rowheader', { name: method }).nextElementSibling?.textContent;
    expect(timeFor('क्रेडिट कार्ड')).toBe('5–7 कार्यदिवस');
    expect(timeFor('UPI या वॉलेट')).toBe('1–3 कार्यदिवस');
    expect(screen.getByRole('region', { name: /पहले से तय सेशन/ })).toHaveTextContent('90% रिफ़ंड');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute(
      'href',
      '/hi/terms#grievance-officer',
    );
  });
});
