import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';

/** The floating "AI Assistant" button, bottom right on every signed-in page (docs/product/rulings.md, R-32). */
export function AssistantLauncher({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <Button
      onClick={onOpen}
      className="fixed right-4 bottom-4 z-40 rounded-full shadow-lg sm:right-6 sm:bottom-6"
      aria-haspopup="dialog"
    >
      <Sparkles aria-hidden="true" className="size-4" />
      {t('assistant.title')}
    </Button>
  );
}
