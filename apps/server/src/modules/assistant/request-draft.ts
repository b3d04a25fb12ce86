import type { AiChatMessage, Category, RequestDraft } from '@salahkar/domain';

const TITLE_MAX = 80;

/** What the person has said, oldest first: the need is usually spread over a few messages. */
export function personsWords(messages: readonly AiChatMessage[], last = 4): string[] {
  return messages
    .filter((message) => message.role === 'user')
    .slice(-last)
    .map((message) => message.content.trim());
}

/** A title from the first sentence of the need, cut at a word near 80 characters. */
export function draftTitle(text: string): string {
  const sentence = text
    .split(/(?<=[.?!।])\s/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  const cut =
    sentence.length <= TITLE_MAX
      ? sentence
      : `${sentence.slice(0, sentence.lastIndexOf(' ', TITLE_MAX - 1) || TITLE_MAX)}…`;
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

/**
 * A request drafted from the conversation: the person's own words as the description (they
 * know their case best) and its first sentence as the title. They edit both before posting.
 */
export function draftRequest(
  words: readonly string[],
  category: Category,
  subcategory: string | null,
): RequestDraft {
  const description = words.join('\n\n').slice(0, 4000);
  return { category, subcategory, title: draftTitle(words[0] ?? description), description };
}
