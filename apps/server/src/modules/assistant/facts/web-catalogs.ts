import type { AssistantCitation, AssistantPagePath, Language } from '@salahkar/domain';
// The web app's own message catalogs, bundled in at build time: the buttons and pages the
// assistant names, and the legal texts it answers policies from, are the very words on screen.
// Nothing is copied: a renamed button or a changed policy reaches the assistant with the build.
import assistantEn from '../../../../../web/src/features/assistant/messages/en.json' with { type: 'json' };
import assistantHi from '../../../../../web/src/features/assistant/messages/hi.json' with { type: 'json' };
import consultationsEn from '../../../../../web/src/features/consultations/messages/en.json' with { type: 'json' };
import consultationsHi from '../../../../../web/src/features/consultations/messages/hi.json' with { type: 'json' };
import dashboardEn from '../../../../../web/src/app/dashboard/messages/en.json' with { type: 'json' };
import dashboardHi from '../../../../../web/src/app/dashboard/messages/hi.json' with { type: 'json' };
import legalEn from '../../../../../web/src/features/legal/messages/en.json' with { type: 'json' };
import legalHi from '../../../../../web/src/features/legal/messages/hi.json' with { type: 'json' };
import videoEn from '../../../../../web/src/features/video/messages/en.json' with { type: 'json' };
import videoHi from '../../../../../web/src/features/video/messages/hi.json' with { type: 'json' };

type Catalog = Record<string, string>;

export const WEB_CATALOGS: Record<Language, Catalog> = {
  en: { ...assistantEn, ...consultationsEn, ...dashboardEn, ...legalEn, ...videoEn },
  hi: { ...assistantHi, ...consultationsHi, ...dashboardHi, ...legalHi, ...videoHi },
};

/** The buttons and tabs the assistant tells people to press, by their message ids. */
export const UI_NAMES = {
  postDraft: 'assistant.postDraft',
  getConsultation: 'dashboard.getConsultation',
  cancelAndRefund: 'consultations.cancel.label',
  receipts: 'consultations.payments.receipts',
  joinCall: 'video.invitation.join',
} as const;
export type UiName = keyof typeof UI_NAMES;

/**
 * A web message as plain text: an empty element (`<0/>`, an email link on screen) becomes the
 * value given for it, other element tags are dropped and the words inside them kept.
 */
function plain(text: string, fill: readonly string[] = []): string {
  return text
    .replace(/<(\d+)\/>/g, (_tag, index: string) => fill[Number(index)] ?? '')
    .replace(/<\/?\d+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function message(id: string, language: Language, fill?: readonly string[]): string {
  const text = WEB_CATALOGS[language][id];
  if (text === undefined) throw new Error(`The web catalog (${language}) has no message ${id}`);
  return plain(text, fill);
}

/** A button's name exactly as the reader's screen shows it. */
export const uiName = (name: UiName, language: Language) => message(UI_NAMES[name], language);

/** A sentence of the legal pages (or any web text) in the reader's language, as plain text. */
export const webText = (id: string, language: Language, fill?: readonly string[]) =>
  message(id, language, fill);

const PAGE_IDS: Record<AssistantPagePath, string> = {
  '/': 'assistant.page.dashboard',
  '/submit-consultation': 'assistant.page.submitConsultation',
  '/cancellation-refund': 'assistant.page.cancellationRefund',
  '/privacy': 'assistant.page.privacy',
  '/terms': 'assistant.page.terms',
  '/contact': 'assistant.page.contact',
};

/** A page as the reader's screen names it, for the answer's one citation. */
export const pageCitation = (path: AssistantPagePath, language: Language): AssistantCitation => ({
  path,
  title: message(PAGE_IDS[path], language),
});
