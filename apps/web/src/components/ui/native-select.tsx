import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { fieldControlClasses } from './input.tsx';

/**
 * The browser's own select, styled like the other fields: it brings the platform's picker on
 * phones and full keyboard and screen reader support everywhere.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(fieldControlClasses, 'h-10 appearance-none pr-9', className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

/** An option for each value, shown by its label; the value itself is what the form submits. */
export function SelectOptions<Value extends string>({
  values,
  label,
}: {
  values: readonly Value[];
  label: (value: Value) => string;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
