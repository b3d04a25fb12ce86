import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Category } from '@salahkar/domain';

/** en: English; hl: Hinglish in Latin letters; hi: Hindi in Devanagari. */
export const LANGUAGES = ['en', 'hl', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** One request of the data set, labelled with its field and specialization. */
export interface LabelledRequest {
  category: Category;
  subcategory: string;
  language: Language;
  text: string;
}

const CORPUS_DIR = path.join(import.meta.dirname, '../corpus');

const FILES: Record<Category, string> = {
  CA: 'ca.txt',
  Lawyer: 'lawyer.txt',
  Doctor: 'doctor.txt',
  Engineer: 'engineer.txt',
  Career_Consultant: 'career.txt',
};

/** A line of a data file: its heading's label, its language and its text. */
export interface LabelledLine {
  label: string;
  language: Language;
  text: string;
}

/** Parses a data file: `## Label` headings, then `lang: text` lines; `#` lines are comments. */
export function parseLabelledLines(fileName: string, source: string): LabelledLine[] {
  const lines: LabelledLine[] = [];
  let label: string | null = null;
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || (line.startsWith('#') && !line.startsWith('## '))) return;
    if (line.startsWith('## ')) {
      label = line.slice(3).trim();
      return;
    }
    const match = /^(en|hl|hi):\s*(.+)$/.exec(line);
    if (!match || !label)
      throw new Error(`${fileName} line ${index + 1}: expected "en|hl|hi: text"`);
    lines.push({ label, language: match[1] as Language, text: match[2]! });
  });
  return lines;
}

const readLines = (file: string) =>
  parseLabelledLines(file, readFileSync(path.join(CORPUS_DIR, file), 'utf8'));

let cached: LabelledRequest[] | null = null;

/** The whole data set, read once from the repository. */
export function loadRequests(): LabelledRequest[] {
  cached ??= (Object.entries(FILES) as [Category, string][]).flatMap(([category, file]) =>
    readLines(`requests/${file}`).map(({ label, ...line }) => ({
      category,
      subcategory: label,
      ...line,
    })),
  );
  return cached;
}

let questions: LabelledLine[] | null = null;

/** Questions about Salahkar itself, labelled with their topic. */
export function loadProductQuestions(): LabelledLine[] {
  questions ??= readLines('product-questions.txt');
  return questions;
}

/** FNV-1a: a stable hash, so a request stays on the same side of the split as the data grows. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One request in five (by hash of its text) is held out for evaluation. */
export function isHeldOut(line: { text: string }): boolean {
  return hashOf(line.text) % 5 === 0;
}

export function splitRequests<T extends { text: string }>(
  requests: readonly T[],
): { training: T[]; heldOut: T[] } {
  return {
    training: requests.filter((request) => !isHeldOut(request)),
    heldOut: requests.filter(isHeldOut),
  };
}
