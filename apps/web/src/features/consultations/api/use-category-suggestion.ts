import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SuggestCategoryResponse } from '@salahkar/domain/schemas/assistant';
import { apiRequest } from '@/lib/api-client.ts';
import { assistantKeys } from '@/lib/query-keys/assistant.ts';

/** Asks once typing pauses for this long, so a sentence costs one call, not one per key. */
const PAUSE_MS = 600;
/** Fewer characters than this say too little to suggest anything. */
const MIN_CHARS = 12;

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * POST /api/ai/suggest-category for what the person has typed, once they pause. Failure is
 * silent (docs/product/rulings.md, R-46): the hook then simply has no suggestion.
 */
export function useCategorySuggestion(text: string) {
  const query = useSettledText(text.trim());
  const result = useQuery({
    queryKey: assistantKeys.suggestion(query),
    queryFn: () =>
      apiRequest<SuggestCategoryResponse>('POST', '/api/ai/suggest-category', { query }),
    enabled: query.length >= MIN_CHARS,
    retry: false,
    staleTime: Infinity,
  });
  return query.length >= MIN_CHARS && result.isSuccess ? result.data.suggestion : null;
}
