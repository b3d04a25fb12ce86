import { lazy, Suspense } from 'react';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useOpenedOnce } from '@/hooks/use-opened-once.ts';

const loadDialog = () => import('./how-it-works-dialog.tsx');
const HowItWorksDialog = lazy(() => loadDialog().then((m) => ({ default: m.HowItWorksDialog })));

/** Starts loading the dialog as the pointer or focus reaches a button that opens it. */
export const preloadHowItWorks = () => void loadDialog();

/**
 * How it works, its code (the dialog, Radix's focus trap and layers, the drawing) loaded the first
 * time it opens: the signed-in frame and the dashboard hold it closed, and their first screen went
 * without needing any of it. Once opened it stays mounted, so it closes with its animation.
 */
export function HowItWorks({ open, onOpenChange }: DialogState) {
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <HowItWorksDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
