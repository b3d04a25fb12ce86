import { useFormContext, useWatch } from 'react-hook-form';
import { CategorySuggestion } from './category-suggestion.tsx';
import {
  DEFAULT_CUSTOM_BUDGET,
  type PostConsultationFormInput,
} from './post-consultation-schema.ts';
import { asCategory } from './request-basics-fields.tsx';

/** The assistant's field suggestion for what has been typed in the title and description. */
export function PostCategorySuggestion() {
  const { control, setValue } = useFormContext<PostConsultationFormInput>();
  const [title, description, category, subcategory] = useWatch({
    control,
    name: ['title', 'description', 'category', 'subcategory'],
  });
  return (
    <CategorySuggestion
      text={`${title}\n${description}`}
      category={asCategory(category)}
      subcategory={subcategory}
      onApply={(suggestion) => {
        const options = { shouldDirty: true, shouldValidate: true, shouldTouch: true };
        if (suggestion.category !== asCategory(category)) {
          setValue('customBudget', DEFAULT_CUSTOM_BUDGET);
        }
        setValue('category', suggestion.category, options);
        setValue('subcategory', suggestion.subcategory ?? '', options);
      }}
    />
  );
}
