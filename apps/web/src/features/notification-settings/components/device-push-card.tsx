import { useState } from 'react';
import { BellOff, BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { TitledCard } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import { useDevicePush, type DevicePushState } from '../hooks/use-device-push.ts';
import { PushExplanationDialog } from './push-explanation-dialog.tsx';

/** What the card says about this device in each state; none where the button says it all. */
const STATE_TEXTS: Partial<Record<DevicePushState, string>> = {
  unsupported: 'notificationSettings.device.unsupported',
  denied: 'notificationSettings.device.denied',
  dismissed: 'notificationSettings.device.dismissed',
  failed: 'notificationSettings.device.failed',
  'turn-off-failed': 'notificationSettings.device.turnOffFailed',
  on: 'notificationSettings.device.on',
};

/**
 * Pushes on this phone or computer: the explanation first, then the browser's permission, the
 * subscription and its registration with the server; or turning them off here.
 */
export function DevicePushCard({ pushDevices }: { pushDevices: number }) {
  const t = useT();
  const device = useDevicePush();
  const [explaining, setExplaining] = useState(false);
  const { state } = device;
  const text = STATE_TEXTS[state];
  const canTurnOn = state === 'off' || state === 'dismissed' || state === 'failed';
  const isOn = state === 'on' || state === 'turning-off' || state === 'turn-off-failed';

  return (
    <TitledCard
      title={t('notificationSettings.device.title')}
      description={t('notificationSettings.device.description')}
      contentClassName="space-y-3"
    >
      {state === 'checking' ? (
        <Spinner label={t('notificationSettings.device.checking')} className="size-5" />
      ) : (
        <p role="status" className="flex items-start gap-2 text-sm">
          {text && (
            <>
              {state === 'on' ? (
                <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {t(text)}
            </>
          )}
        </p>
      )}
      {(canTurnOn || isOn || state === 'turning-on') && (
        // One button for both directions, so focus stays on it when its job changes.
        <Button
          variant={isOn ? 'outline' : 'primary'}
          loading={state === 'turning-on' || state === 'turning-off'}
          onClick={() => (isOn ? device.turnOff() : setExplaining(true))}
          className="w-full whitespace-normal sm:w-auto"
        >
          {isOn
            ? t('notificationSettings.device.turnOff')
            : t('notificationSettings.device.turnOn')}
        </Button>
      )}
      <p className="text-sm text-muted-foreground">
        {t('notificationSettings.device.count', { count: pushDevices })}
      </p>
      <PushExplanationDialog
        open={explaining}
        onOpenChange={setExplaining}
        pending={state === 'turning-on'}
        onContinue={() => void device.turnOn().finally(() => setExplaining(false))}
      />
    </TitledCard>
  );
}
