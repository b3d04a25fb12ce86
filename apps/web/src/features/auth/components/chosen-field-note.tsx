import type { Category } from '@salahkar/domain/enums';
import { msg, T, useT } from '@/i18n';
import { chosenFieldOf } from '../lib/sign-in-intent.ts';

/** The field each category serves, as the landing page titles it (the domain's CATEGORY_FIELDS). */
const FIELD_NAMES: Record<Category, string> = {
  CA: msg('auth.category.CA'),
  Lawyer: msg('auth.category.Lawyer'),
  Doctor: msg('auth.category.Doctor'),
  Engineer: msg('auth.category.Engineer'),
  Career_Consultant: msg('auth.category.Career_Consultant'),
};

const NOTES = {
  signIn: msg('auth.chosenField.signIn'),
  signUp: msg('auth.chosenField.signUp'),
};

/** Tells a visitor who chose a field on the landing page that their choice is kept. */
export function ChosenFieldNote({
  search,
  action,
}: {
  search: URLSearchParams;
  /** What the visitor is doing now: signing in or signing up. */
  action: keyof typeof NOTES;
}) {
  const t = useT();
  const field = chosenFieldOf(search);
  if (!field) return null;
  return (
    <p className="mb-4 rounded-md border border-primary/30 bg-primary-soft px-3 py-2 text-sm">
      <T
        id={NOTES[action]}
        values={{ field: t(FIELD_NAMES[field]) }}
        components={{ 0: <strong /> }}
      />
    </p>
  );
}
