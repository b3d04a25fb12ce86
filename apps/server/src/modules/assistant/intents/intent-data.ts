import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  loadProductQuestions,
  loadRequests,
  parseLabelledLines,
  type LabelledLine,
} from '../classifier/training-data.ts';

/** The platform help issue 27 names: each is measured on its own, in every script. */
export const PLATFORM_HELP = [
  'fees',
  'refunds',
  'payments',
  'receipts',
  'identity',
  'support',
  'privacy',
  'verification',
  'video',
  'languages',
  'deletion',
  'complaints',
] as const;

/** Questions about Salahkar itself, answered from the product's facts. */
export const PLATFORM_INTENTS = [...PLATFORM_HELP, 'how-it-works', 'become-professional'] as const;
export type PlatformIntent = (typeof PLATFORM_INTENTS)[number];

export const isPlatformIntent = (intent: string): intent is PlatformIntent =>
  (PLATFORM_INTENTS as readonly string[]).includes(intent);

export const INTENTS = [
  'emergency',
  ...PLATFORM_INTENTS,
  'route',
  'follow-up',
  'small-talk',
  'out-of-scope',
] as const;
export type Intent = (typeof INTENTS)[number];

/** The product questions' topics (corpus/product-questions.txt) as intents. */
const TOPIC_INTENTS: Record<string, Intent> = {
  Refunds: 'refunds',
  Payments: 'payments',
  'Fees and urgency': 'fees',
  'How it works': 'how-it-works',
  'Becoming a professional': 'become-professional',
  Privacy: 'privacy',
  Support: 'support',
};

/**
 * The product questions were labelled by page topic; a few of them ask what a finer intent
 * answers (verification, deletion, complaints, receipts), and are counted as that.
 */
const FINER_INTENTS: [RegExp, Intent][] = [
  [/verif|सत्यापित|असली|genuine|fake|नकली/i, 'verification'],
  // Deleting one's account or data; deleting a request is how the product works.
  [
    /^(?=.*(account|data|अकाउंट|खाता|डेटा))(?=.*(delet|डिलीट|हटा|erase))|close my account/i,
    'deletion',
  ],
  [/complain|shikayat|शिकायत|reopen|dobara khol|दोबारा खुल/i, 'complaints'],
  [/receipt|invoice|rasid|रसीद|इनवॉइस/i, 'receipts'],
];

const intentOfQuestion = (line: LabelledLine): Intent =>
  FINER_INTENTS.find(([pattern]) => pattern.test(line.text))?.[1] ??
  TOPIC_INTENTS[line.label] ??
  'how-it-works';

const INTENTS_FILE = path.join(import.meta.dirname, '../corpus/intents.txt');
const RED_FLAGS_FILE = path.join(import.meta.dirname, '../corpus/red-flags.txt');

let cached: LabelledLine[] | null = null;

/**
 * The labelled intent set: corpus/intents.txt, the product questions by topic, and every request
 * of the request data set as a need to route (fewer of them taught the model to route less well
 * without helping the rest: measured with `npm run ai:eval`).
 */
export function loadIntentLines(): LabelledLine[] {
  cached ??= [
    ...parseLabelledLines('intents.txt', readFileSync(INTENTS_FILE, 'utf8')),
    ...loadProductQuestions().map((line) => ({ ...line, label: intentOfQuestion(line) })),
    ...loadRequests().map(({ language, text }) => ({ label: 'route', language, text })),
  ];
  return cached;
}

/** Emergencies by kind, and `none` for messages that only sound like one (corpus/red-flags.txt). */
export function loadRedFlagLines(): LabelledLine[] {
  return parseLabelledLines('red-flags.txt', readFileSync(RED_FLAGS_FILE, 'utf8'));
}
