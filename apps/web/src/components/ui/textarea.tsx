import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { fieldControlClasses } from './input.tsx';

export function Textarea({ className, rows = 5, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(fieldControlClasses, 'py-2', className)} {...props} />;
}
