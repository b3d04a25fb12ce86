import type { Specialization, UrgencyPricing } from '@salahkar/domain';
import { SPECIALIZATIONS, URGENCY_TIERS } from '../src/db/seed/catalog-data.ts';
import { createRetriever } from '../src/modules/assistant/knowledge/retriever.ts';
import { catalogPassages, writtenPassages } from '../src/modules/assistant/knowledge/passages.ts';
import { answerLocally } from '../src/modules/assistant/local-assistant.ts';
import { answerScript } from '../src/modules/assistant/script.ts';

/**
 * The built-in assistant's own share of an answer: the intent layer and the answer, in this
 * process, over the seeded catalog (no HTTP, session or database), wall time and CPU time.
 */
export function timeAnswersInProcess(conversations: readonly string[][], rounds: number) {
  const specializations = Object.entries(SPECIALIZATIONS).flatMap(([category, seeds], p) =>
    seeds.map((seed, index) => ({
      ...seed,
      id: p * 100 + index,
      professionName: category,
    })),
  ) as unknown as Specialization[];
  const tiers = URGENCY_TIERS.map((tier, id) => ({ ...tier, id })) as unknown as UrgencyPricing[];
  const knowledge = {
    retrievers: {
      en: createRetriever([
        ...writtenPassages('en'),
        ...catalogPassages(tiers, specializations, 'en'),
      ]),
      hi: createRetriever([
        ...writtenPassages('hi'),
        ...catalogPassages(tiers, specializations, 'hi'),
      ]),
    },
    specializations,
    tiers,
  };
  const business = {
    BUSINESS_NAME: 'Salahkar Consultations Private Limited',
    BUSINESS_ADDRESS: 'Bengaluru, Karnataka, India',
    BUSINESS_GSTIN: undefined,
    SUPPORT_EMAIL: 'support@salahkar.in',
  };
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    for (const contents of conversations) {
      const messages = contents.map((content, index) => ({
        role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content,
      }));
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      answerLocally(messages, {
        knowledge,
        business,
        script: answerScript(messages, 'en'),
        pageLanguage: 'en',
      });
      const used = process.cpuUsage(cpuStarted);
      // Round 0 trains the models (first use) and is left out.
      if (round === 0) continue;
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}
