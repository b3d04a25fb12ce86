import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';

/**
 * The floating "AI Assistant" button, bottom right on every signed-in page (docs/product/rulings.md,
 * On phones it is a round icon (its name stays for screen readers and as its tooltip), so
 * it covers no more than a corner; the signed-in frame keeps the page's end clear of it.
 */
export function AssistantLauncher({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <Button
      onClick={onOpen}
      size="icon"
      title={t('assistant.title')}
      // A 40 px circle on phones; from `sm` up the labelled pill (size-10 fixes the height).
      className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg sm:right-6 sm:bottom-6 sm:w-auto sm:px-4"
      aria-haspopup="dialog"
    >
      <Sparkles aria-hidden="true" className="size-5 sm:size-4" />
      <span className="sr-only sm:not-sr-only">{t('assistant.title')}</span>
    </Button>
  );
}
