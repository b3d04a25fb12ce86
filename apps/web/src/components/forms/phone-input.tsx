import type { ComponentProps } from 'react';
import { formatPhone, normalisePhone } from '@salahkar/domain/schemas/phone';
import { Input } from '@/components/ui/input.tsx';

/** What a new mobile number box starts with: India's code, the number to be typed after it. */
export const PHONE_PREFIX = '+91 ';

/**
 * A mobile number box: the phone keypad, autofill of the person's own number, and the number set
 * out as people read it (+91 98765 43210) once they leave the box. Formatting waits for blur, so
 * the caret never jumps while typing.
 */
export function PhoneInput({
  value,
  onValueChange,
  onBlur,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (phone: string) => void;
}) {
  return (
    <Input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      spellCheck={false}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        const phone = normalisePhone(value);
        if (phone) onValueChange(formatPhone(phone));
        onBlur?.(event);
      }}
    />
  );
}
