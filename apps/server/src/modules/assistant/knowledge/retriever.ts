import MiniSearch from 'minisearch';
import { indexTerm } from '../classifier/features.ts';
import type { Passage } from './passages.ts';

export interface Retriever {
  /** The passages that best answer `text`, best first; those of `topic` are favoured. */
  search(text: string, topic?: string): Passage[];
}

/** Of the hits, keep those scoring at least this share of the best one. */
const RELATIVE_CUTOFF = 0.5;
const MAX_PASSAGES = 3;

/** BM25 search (MiniSearch) over the passages, with fuzzy and prefix matching of sound keys. */
export function createRetriever(passages: readonly Passage[]): Retriever {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text', 'keywords'],
    storeFields: ['topic'],
    processTerm: indexTerm,
    searchOptions: { boost: { title: 2, keywords: 2 }, fuzzy: 0.2, prefix: true },
  });
  index.addAll(passages as Passage[]);

  return {
    search(text, topic) {
      const hits = index.search(text, {
        boostDocument: (_id, _term, stored) => (topic && stored?.topic === topic ? 3 : 1),
      });
      const best = hits[0]?.score ?? 0;
      const found = hits
        .filter((hit) => hit.score >= best * RELATIVE_CUTOFF)
        .slice(0, MAX_PASSAGES)
        .map((hit) => byId.get(hit.id as string)!);
      if (found.length > 0 || !topic) return found;
      return passages.filter((passage) => passage.topic === topic).slice(0, MAX_PASSAGES);
    },
  };
}
