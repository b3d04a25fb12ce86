import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A native checkbox drawn as a box with a tick: the browser gives it its role, its label
 * (`htmlFor`), Space to toggle and its place in a form.
 *
 * Not Radix's: inside a form, Radix's checkbox renders a hidden input sized like the box, and
 * measures the box for it in a layout effect (`offsetWidth`), which forces a style and layout
 * pass inside React's commit. The registration page's terms box did that on every load, the one
 * such pass left on a first screen (decision 247).
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={cn(
          'peer size-5 cursor-pointer appearance-none rounded border border-input bg-card',
          'checked:border-primary checked:bg-primary',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none absolute inset-0.5 hidden size-4 text-primary-foreground peer-checked:block"
      />
    </span>
  );
}
