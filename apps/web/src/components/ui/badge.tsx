import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/i18n';

const TONES = {
  neutral: 'bg-muted text-foreground',
  primary: 'bg-primary-soft text-primary',
  accent: 'bg-accent-soft text-accent',
  success: 'bg-green-50 text-success',
  warning: 'bg-amber-50 text-warning',
  danger: 'bg-red-50 text-destructive',
  // Role badge colours of the spec: admin red, professional purple, everyone else blue.
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
  blue: 'bg-blue-100 text-blue-800',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

/** A badge a table gives for a value (a role, an offer's status): its text's id and its tone. */
export interface BadgeLabel {
  label: string;
  tone: BadgeTone;
}

/** The badge of a table's entry, its text in the language on screen. */
export function LabelBadge({ badge }: { badge: BadgeLabel }) {
  const t = useT();
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}
