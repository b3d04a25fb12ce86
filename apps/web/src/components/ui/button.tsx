import type { ComponentProps } from 'react';
import * as Slot from '@radix-ui/react-slot';
import { cn } from '@/lib/cn.ts';
import { Spinner } from './spinner.tsx';

const VARIANTS = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  accent: 'bg-accent text-accent-foreground hover:bg-accent/90',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const SIZES = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Shows a spinner, disables the button and marks it busy for assistive technology. */
  loading?: boolean;
  /** Renders the single child (a link) with the button's look instead of a `<button>`. */
  asChild?: boolean;
};

/** The one button of the design system; `buttonClasses` gives the same look to plain anchors. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  className?: string;
}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-55 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
