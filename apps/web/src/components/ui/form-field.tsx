import { cloneElement, useId, type ReactElement } from 'react';
import { validationText } from '@/lib/error-message.ts';
import { Label } from './label.tsx';

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * A labelled form control with an optional hint and error text. It wires the control's `id`,
 * `aria-invalid` and `aria-describedby` so screen readers read the error with the field. The
 * error is most often a shared schema's English message: it is shown in the language on screen.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<ControlProps>;
}) {
  const generatedId = useId();
  const id = children.props.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {validationText(error)}
        </p>
      )}
    </div>
  );
}
