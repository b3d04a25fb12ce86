import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export const fieldControlClasses = cn(
  'w-full rounded-md border border-input bg-card px-3 text-base text-foreground sm:text-sm',
  'placeholder:text-muted-foreground/80 disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-destructive',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClasses, 'h-10', className)} {...props} />;
}
