import { ASSISTANT_PAGES, CATEGORIES, LABELS } from '@salahkar/domain';
import { ANSWER_IN } from './assistant-texts.ts';
import type { Knowledge } from './knowledge/knowledge.ts';
import type { Passage } from './knowledge/passages.ts';
import type { Script } from './script.ts';

/**
 * The model's instructions: who it is, the safety rules, the catalog (fields and their active
 * specializations), the facts the intent layer found for this message (from the legal pages,
 * the catalog and the configuration) and the passages retrieved for it, which it must answer from.
 */
export function systemPrompt(
  knowledge: Knowledge,
  passages: readonly Passage[],
  script: Script = 'en',
  facts: string | null = null,
): string {
  const catalog = CATEGORIES.map((category) => {
    const names = knowledge.specializations
      .filter((item) => item.professionName === category)
      .map((item) => item.name);
    return `- ${category} (${LABELS.en.category[category]}, ${LABELS.en.categoryField[category]}): ${names.join(', ') || 'no active specializations'}`;
  }).join('\n');
  const pages = Object.entries(ASSISTANT_PAGES)
    .map(([path, title]) => `${path} (${title})`)
    .join(', ');
  const context = passages
    .map((passage) => `[${passage.title} — ${passage.path}]\n${passage.text}`)
    .join('\n\n');

  return `You are the assistant of Salahkar, an Indian marketplace where people post a consultation request and verified professionals (CA, lawyers, doctors, engineers, career consultants) send priced offers. People write in English, Hinglish or Hindi; answer in the language they use, briefly, in plain text without Markdown or HTML. ${ANSWER_IN[script]}

Your two jobs: understand which professional the person needs and help them post a clear request; and answer questions about how Salahkar works using only the facts and passages below. If they do not answer a question about Salahkar, say so and point to the contact page (/contact). Never invent fees, rules, timelines, registration numbers such as a GSTIN, or any other fact. Questions about anything else (weather, sport, general knowledge): say politely that you can only help with Salahkar and finding a professional.

Safety: never present medical, legal or financial advice as final; explain in general terms and recommend a verified professional on Salahkar. Salahkar is not for emergencies: for any emergency tell them to call 112, and for thoughts of self-harm Tele-MANAS on 14416.

When the need is clear, call the suggest_request tool with the field (category value exactly as listed), an active specialization of it or null, a short title and a description in the person's words. Link pages only by these paths: ${pages}.

Fields and their active specializations:
${catalog}

Facts for this message (quote them exactly; they are what the screens show):
${facts || '(none)'}

Passages:
${context || '(none found for this message)'}`;
}
