import type { ComponentType } from 'react';
import { msg, type CatalogSet } from '@/i18n/i18n.ts';
import { PUBLIC_PATHS } from '@/lib/public-paths.ts';

/**
 * The public pages the build renders to HTML ahead of time, each with what a search engine or a
 * link preview reads before any JavaScript runs. They link onward with plain anchors (full page
 * loads), so in the browser they need neither the router nor the query cache: the light entry
 * (public-main.tsx) takes each one over with React alone.
 */
export interface PublicPage {
  /** The route of its English page; the Hindi page answers under /hi (see `pathIn`). */
  path: string;
  /** The id of the whole tab title's text. */
  title: string;
  /** The id of the page description's text (search results and link previews). */
  description: string;
  /** The texts it needs (the shared ones come with each). */
  catalog: Exclude<CatalogSet, 'app' | 'auth'>;
  load: () => Promise<ComponentType>;
}

export const PUBLIC_PAGES = {
  landing: {
    path: PUBLIC_PATHS.landing,
    title: msg('common.pages.landing.title'),
    description: msg('common.pages.landing.description'),
    catalog: 'landing',
    load: () => import('@/features/landing').then((m) => m.LandingPage),
  },
  terms: {
    path: PUBLIC_PATHS.terms,
    title: msg('common.pages.terms.title'),
    description: msg('common.pages.terms.description'),
    catalog: 'legal',
    load: () => import('@/features/legal').then((m) => m.TermsPage),
  },
  privacy: {
    path: PUBLIC_PATHS.privacy,
    title: msg('common.pages.privacy.title'),
    description: msg('common.pages.privacy.description'),
    catalog: 'legal',
    load: () => import('@/features/legal').then((m) => m.PrivacyPage),
  },
  'cancellation-refund': {
    path: PUBLIC_PATHS['cancellation-refund'],
    title: msg('common.pages.cancellationRefund.title'),
    description: msg('common.pages.cancellationRefund.description'),
    catalog: 'legal',
    load: () => import('@/features/legal').then((m) => m.CancellationRefundPage),
  },
} satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;

export function isPublicPageName(name: string | undefined): name is PublicPageName {
  return name !== undefined && Object.hasOwn(PUBLIC_PAGES, name);
}
