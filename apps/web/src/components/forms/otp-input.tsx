import type { ComponentProps } from 'react';
import { OTP_LENGTH } from '@salahkar/domain/limits';
import { Input } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';

/** What the code box keeps of any text typed or pasted into it: digits only, at most six. */
export function sanitizeOtp(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * The one-time-code box: numeric keypad on phones, autofill where the browser offers it. No
 * `maxLength`: the browser would cut a pasted '123 456' before the spaces are stripped.
 */
export function OtpInput({
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (code: string) => void;
}) {
  return (
    <Input
      {...props}
      value={value}
      onChange={(event) => onValueChange(sanitizeOtp(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      className={cn('h-12 text-center font-mono text-2xl tracking-[0.5em]', className)}
    />
  );
}
