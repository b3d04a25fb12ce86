import type { ComponentProps } from 'react';
import type { FeeRange } from '@salahkar/domain/pricing';
import { paiseToRupees } from '@salahkar/domain/money';
import { Input } from '@/components/ui/input.tsx';

/** An amount typed in whole rupees, which the browser keeps within `range` (held in paise). */
export function RupeeAmountInput({
  range,
  ...props
}: { range: FeeRange } & Omit<ComponentProps<'input'>, 'type' | 'min' | 'max' | 'step'>) {
  return (
    <Input
      type="number"
      min={paiseToRupees(range.minPaise)}
      max={paiseToRupees(range.maxPaise)}
      step={1}
      {...props}
    />
  );
}
