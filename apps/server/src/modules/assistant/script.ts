import type { AiChatMessage, Language } from '@salahkar/domain';
import { languageOfText } from './language.ts';

/**
 * The script an answer is written in: English, Hindi in Devanagari, or romanised Hindi
 * (Hinglish in Latin letters). The asker's own script decides; the site's language is a hint
 * for a message that shows none ("ok", "namaste").
 */
export type Script = 'en' | 'hi' | 'hl';

const DEVANAGARI = /[\u0900-\u097f]/u;

/** The script of one message, or null when it does not show one. */
export function scriptOfText(text: string): Script | null {
  const language = languageOfText(text);
  if (language === 'hi') return DEVANAGARI.test(text) ? 'hi' : 'hl';
  return language;
}

/** The script to answer in: the person's latest message that shows one, else the page's. */
export function answerScript(
  messages: readonly AiChatMessage[],
  pageLanguage: Language | undefined,
): Script {
  const said = messages.filter((message) => message.role === 'user').reverse();
  for (const message of said) {
    const script = scriptOfText(message.content);
    if (script) return script;
  }
  return pageLanguage ?? 'en';
}

/** The language of the passages and catalog texts an answer in this script quotes. */
export const textLanguage = (script: Script): Language => (script === 'hi' ? 'hi' : 'en');
