import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LOCALE_OF,
  isLanguage,
  languageFromAcceptLanguage,
  type Language,
} from '@salahkar/domain/language';

export { i18n };

/**
 * Which texts a page needs: the app's (all but its parts', `TextPart`), or a light entry's share
 * of them (the landing page downloads neither the app's texts, nor the policies', nor the other
 * language's; the sign-in and registration pages only their own and the shared ones).
 */
export type CatalogSet = 'app' | 'auth' | 'landing' | 'legal';

/** One language's texts of a catalog, downloaded on first use. */
type Catalogs = Record<Language, () => Promise<{ default: Messages }>>;

const CATALOGS: Record<CatalogSet, Catalogs> = {
  app: { en: () => import('./catalogs/app-en.ts'), hi: () => import('./catalogs/app-hi.ts') },
  auth: { en: () => import('./catalogs/auth-en.ts'), hi: () => import('./catalogs/auth-hi.ts') },
  landing: {
    en: () => import('./catalogs/landing-en.ts'),
    hi: () => import('./catalogs/landing-hi.ts'),
  },
  legal: { en: () => import('./catalogs/legal-en.ts'), hi: () => import('./catalogs/legal-hi.ts') },
};

/**
 * A part of the app whose texts the app's catalog leaves out: the policies (the longest texts,
 * read rarely) and the admin area (only admins ever see it). A member's home then downloads and
 * parses neither; a page of a part loads its texts beside its code (`withTexts`).
 */
export type TextPart = 'legal' | 'admin';

const PARTS: Record<TextPart, Catalogs> = {
  // The pre-rendered policy pages' catalog: a visitor who read them there has it cached already.
  legal: CATALOGS.legal,
  admin: { en: () => import('./catalogs/admin-en.ts'), hi: () => import('./catalogs/admin-hi.ts') },
};

let catalogSet: CatalogSet = 'app';
/** The parts whose texts this page has loaded: a switch of language loads them in the new one. */
const partsLoaded = new Set<TextPart>();
/** The language the latest switch goes to; on screen once its texts have arrived. */
let languageOnItsWay: Language | undefined;

/** The language on screen now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

let firstTextsShown: () => void = () => undefined;
/**
 * Settles once the page's first texts are active: a message raised before then (the entry asks
 * who is signed in beside the download of the texts) waits for them instead of showing its id.
 */
export const textsReady = new Promise<void>((resolve) => {
  firstTextsShown = resolve;
});

/**
 * Loads a language's texts (once per set), with those of the parts loaded so far (a policy page
 * open when the language changes stays readable), and puts them on screen; `<html lang>` follows.
 */
export async function activateLanguage(language: Language, set: CatalogSet = catalogSet) {
  catalogSet = set;
  languageOnItsWay = language;
  const catalogs = await Promise.all([
    CATALOGS[set][language](),
    ...[...partsLoaded].map((part) => PARTS[part][language]()),
  ]);
  // Added to what the language holds (not in its place), so a part loaded while this switch was
  // on its way stays; a new object, as Lingui merges into the one it holds: never a catalog's own.
  i18n.load(language, Object.assign({}, ...catalogs.map((catalog) => catalog.default)) as Messages);
  i18n.activate(language);
  firstTextsShown();
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_OF[language];
}

/**
 * Adds a part's texts to the language on screen, and to the one a switch under way goes to (it
 * looked at the parts loaded before this one joined them); later switches load them too.
 */
export async function loadTexts(part: TextPart): Promise<void> {
  partsLoaded.add(part);
  const languages = new Set([currentLanguage(), languageOnItsWay ?? currentLanguage()]);
  await Promise.all(
    [...languages].map(async (language) => {
      const { default: messages } = await PARTS[part][language]();
      i18n.load(language, { ...messages });
    }),
  );
}

/**
 * A part's page module once both it and the part's texts are here, downloaded side by side: a
 * lazy page of the part (its route's loader) never draws a text's id, and waits for no second
 * download after the first.
 */
export async function withTexts<Module>(part: TextPart, code: Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([code, loadTexts(part)]);
  return module;
}

/** The language a page opens in: the kept choice, else what the browser asks for, else English. */
export function initialLanguage(): Language {
  const kept = readLanguageCookie();
  if (kept) return kept;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return languageFromAcceptLanguage(navigator.languages.join(','));
}

export function readLanguageCookie(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  const value = entry?.slice(LANGUAGE_COOKIE.length + 1);
  return isLanguage(value) ? value : undefined;
}

/** Keeps a choice for a year on this browser; the server reads it to pick a mail's language. */
export function keepLanguage(language: Language): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Where a signed-out visitor's choice of language waits for their sign-in (this tab only). */
const VISITOR_CHOICE_KEY = 'salahkar.lang.visitor';

/**
 * Notes the language a signed-out visitor chose (reading a '/hi' page, the switch on a public or
 * sign-in page) and keeps it on this browser: signing in then saves it to their profile, so the
 * app stays in it (decision 217) rather than switching to the one saved earlier.
 */
export function chooseAsVisitor(language: Language): void {
  keepLanguage(language);
  try {
    sessionStorage.setItem(VISITOR_CHOICE_KEY, language);
  } catch {
    // Storage refused (a private window's quota): the cookie still keeps the choice.
  }
}

/** The language a visitor chose before signing in, once: reading it forgets it. */
export function takeVisitorChoice(): Language | undefined {
  try {
    const value = sessionStorage.getItem(VISITOR_CHOICE_KEY);
    sessionStorage.removeItem(VISITOR_CHOICE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A text outside React (a toast from a mutation's callback): the same lookup as `useT`. */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

/**
 * Marks a text id kept in a table (a status's label, a tab's title) so the catalog test can check
 * it exists, the way it checks ids passed to `t`.
 */
export function msg<const Id extends string>(id: Id): Id {
  return id;
}
