import { Lightbulb } from 'lucide-react';
import type { Category } from '@salahkar/domain/enums';
import type { CategorySuggestion as Suggestion } from '@salahkar/domain/schemas/assistant';
import { Button } from '@/components/ui/button.tsx';
import { categoryField, useT } from '@/i18n';
import { useCategorySuggestion } from '../api/use-category-suggestion.ts';

/**
 * "This looks like a Legal Expert question: Property Law", with one click to apply it, while a
 * request is being written. Shows nothing when there is no suggestion or it is already chosen.
 */
export function CategorySuggestion({
  text,
  category,
  subcategory,
  onApply,
}: {
  text: string;
  category: Category | undefined;
  subcategory: string;
  onApply: (suggestion: Suggestion) => void;
}) {
  const t = useT();
  const suggestion = useCategorySuggestion(text);
  if (!suggestion) return null;
  const applied =
    suggestion.category === category &&
    (suggestion.subcategory === null || suggestion.subcategory === subcategory);
  if (applied) return null;

  const field = categoryField(suggestion.category);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm"
    >
      <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span className="flex-1">
        {suggestion.subcategory
          ? t('assistant.suggestion.withSubcategory', {
              field,
              subcategory: suggestion.subcategory,
            })
          : t('assistant.suggestion.field', { field })}
      </span>
      <Button size="sm" variant="outline" onClick={() => onApply(suggestion)}>
        {t('assistant.suggestion.apply')}
      </Button>
    </div>
  );
}
