import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** A status filter beside a list card's title: a labelled select of `children` options. */
export function ListFilter<Value extends string>({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5 sm:w-48">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {children}
      </NativeSelect>
    </div>
  );
}
