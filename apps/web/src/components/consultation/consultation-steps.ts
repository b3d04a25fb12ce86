import {
  CreditCard,
  FileText,
  MessageSquareText,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import { useAttention, useCarousel } from '@/hooks/use-carousel.ts';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion.ts';
import { useT } from '@/i18n';

/** One of the four steps of a consultation; `title` and `description` are message ids. */
export type ConsultationStep = { title: string; description: string; icon: LucideIcon };

type StepTexts = readonly [title: string, description: string];

// Request, offers, payment, consultation (docs/product/rulings.md, R-36): the dashboard and the
// landing page word them each their own way, under the same pictures.
const ICONS = [FileText, MessagesSquare, CreditCard, MessageSquareText] as const;

/** The four steps in a screen's own words, each step's title and description in order. */
export function consultationSteps(
  texts: readonly [StepTexts, StepTexts, StepTexts, StepTexts],
): readonly ConsultationStep[] {
  return texts.map(([title, description], index) => ({ title, description, icon: ICONS[index]! }));
}

/**
 * A carousel of the steps in the reader's language: it advances every `intervalMs` and holds
 * still while pointed at or focused (spread `handlers` on it), when the reader prefers reduced
 * motion, or while `stopped`.
 */
export function useStepsCarousel(
  steps: readonly ConsultationStep[],
  { intervalMs, stopped = false }: { intervalMs: number; stopped?: boolean },
) {
  const t = useT();
  const told = steps.map((item) => ({
    ...item,
    title: t(item.title),
    description: t(item.description),
  }));
  const { attended, handlers } = useAttention();
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !(stopped || reducedMotion);
  const carousel = useCarousel({
    count: told.length,
    intervalMs,
    paused: !rotating || attended,
  });
  const step = told[carousel.index] ?? told[0]!;
  return { ...carousel, steps: told, step, handlers, rotating, reducedMotion };
}
