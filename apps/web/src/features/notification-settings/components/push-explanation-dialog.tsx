import { BellRing, LockKeyhole, ToggleLeft } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { DialogActions, DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';

/**
 * What turning on pushes means, said before the browser asks for its permission: a refusal there
 * is hard to undo, so the person decides here first (never on page load).
 */
export function PushExplanationDialog({
  open,
  onOpenChange,
  pending,
  onContinue,
}: {
  pending: boolean;
  onContinue: () => void;
} & DialogState) {
  const t = useT();
  const points = [
    { icon: BellRing, text: t('notificationSettings.explain.what') },
    { icon: LockKeyhole, text: t('notificationSettings.explain.private') },
    { icon: ToggleLeft, text: t('notificationSettings.explain.off') },
  ];
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={t('notificationSettings.explain.title')}
      description={t('notificationSettings.explain.intro')}
    >
      <ul className="space-y-3 text-sm">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">{t('notificationSettings.explain.next')}</p>
      <DialogActions
        cancelLabel={t('notificationSettings.explain.cancel')}
        pending={pending}
        className="mt-6"
      >
        <Button loading={pending} onClick={onContinue}>
          {t('notificationSettings.explain.continue')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
