import { CATEGORY_FIELDS } from '@salahkar/domain/enums';
import { chosenFieldOf } from '../lib/sign-in-intent.ts';

/** Tells a visitor who chose a field on the landing page that their choice is kept. */
export function ChosenFieldNote({ search, action }: { search: URLSearchParams; action: string }) {
  const field = chosenFieldOf(search);
  if (!field) return null;
  return (
    <p className="mb-4 rounded-md border border-primary/30 bg-primary-soft px-3 py-2 text-sm">
      You chose <strong>{CATEGORY_FIELDS[field]}</strong>. After {action} your request form opens
      with it selected.
    </p>
  );
}
