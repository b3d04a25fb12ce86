import type { ComponentType } from 'react';

/**
 * The public pages the build renders to HTML ahead of time, each with what a search engine or a
 * link preview reads before any JavaScript runs. They link onward with plain anchors (full page
 * loads), so in the browser they need neither the router nor the query cache: the light entry
 * (public-main.tsx) takes each one over with React alone.
 */
export interface PublicPage {
  /** The route it answers. */
  path: string;
  /** The whole tab title. */
  title: string;
  description: string;
  load: () => Promise<ComponentType>;
}

const SITE_DESCRIPTION =
  'Salahkar connects you with verified CA, legal, medical, engineering and career experts across India. Post your question, compare counter offers, pay securely and consult by chat or video.';

export const PUBLIC_PAGES = {
  landing: {
    path: '/',
    title: 'Salahkar — Expert consultations, on your terms',
    description: SITE_DESCRIPTION,
    load: () => import('@/features/landing').then((m) => m.LandingPage),
  },
  terms: {
    path: '/terms',
    title: 'Terms & Conditions · Salahkar',
    description:
      'The terms for using Salahkar as a client or a professional: requests, counter offers, payments held until completion, reviews and accounts.',
    load: () => import('@/features/legal').then((m) => m.TermsPage),
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy · Salahkar',
    description:
      'What personal data Salahkar collects, why, who it is shared with, how long it is kept and how to exercise your rights.',
    load: () => import('@/features/legal').then((m) => m.PrivacyPage),
  },
  'cancellation-refund': {
    path: '/cancellation-refund',
    title: 'Cancellation & Refund Policy · Salahkar',
    description:
      'When a consultation can be cancelled, when and how a payment is refunded, and how long a refund takes to reach you.',
    load: () => import('@/features/legal').then((m) => m.CancellationRefundPage),
  },
} satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;

export function isPublicPageName(name: string | undefined): name is PublicPageName {
  return name !== undefined && Object.hasOwn(PUBLIC_PAGES, name);
}
