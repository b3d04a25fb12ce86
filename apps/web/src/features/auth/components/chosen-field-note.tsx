import { categoryField, msg, T } from '@/i18n';
import { chosenFieldOf } from '../lib/sign-in-intent.ts';

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
  const field = chosenFieldOf(search);
  if (!field) return null;
  return (
    <p className="mb-4 rounded-md border border-primary/30 bg-primary-soft px-3 py-2 text-sm">
      <T
        id={NOTES[action]}
        values={{ field: categoryField(field) }}
        components={{ 0: <strong /> }}
      />
    </p>
  );
}
