import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '@/lib/cn.ts';

/** A progress bar; `label` names it and `valueText` says where it stands in words. */
export function Progress({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  return (
    <ProgressPrimitive.Root
      value={value}
      aria-label={label}
      aria-valuetext={valueText}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
