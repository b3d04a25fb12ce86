import type { ComponentType } from 'react';
import {
  Mic,
  MicOff,
  MonitorUp,
  MonitorX,
  PhoneOff,
  SwitchCamera,
  Video,
  VideoOff,
} from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import type { CallSession } from '../engine/call-session.ts';
import type { CallView } from '../engine/call-view.ts';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/**
 * A switch of the call, highlighted while in its unusual state (muted, camera off, sharing). Its
 * name says what a press does now ("Unmute"), so it carries no aria-pressed: a state and a
 * changing name together would read "Unmute, pressed".
 */
function ToggleControl({
  pressed,
  disabled,
  onClick,
  label,
  icon: IconOf,
}: {
  pressed: boolean;
  disabled: boolean;
  onClick: () => void;
  label: string;
  icon: Icon;
}) {
  return (
    <Button
      variant={pressed ? 'primary' : 'outline'}
      size="sm"
      disabled={disabled}
      onClick={onClick}
    >
      <IconOf aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** The call's buttons; they wrap on a narrow phone. */
export function CallControls({ view, session }: { view: CallView; session: CallSession }) {
  const t = useT();
  const over = view.stage === 'ended';
  // A screen goes out in place of the camera, so only once there is a connection to send it on.
  const inCall = ['connecting', 'connected', 'reconnecting'].includes(view.stage);
  const muted = view.microphone === 'muted';
  const cameraOff = view.camera === 'off';

  return (
    <div className="flex flex-wrap items-center justify-center gap-2">
      <ToggleControl
        pressed={muted}
        disabled={over || view.microphone === 'none'}
        onClick={session.toggleMicrophone}
        label={muted ? t('video.controls.unmute') : t('video.controls.mute')}
        icon={muted ? MicOff : Mic}
      />
      <ToggleControl
        pressed={cameraOff}
        disabled={over || view.camera === 'none'}
        onClick={session.toggleCamera}
        label={cameraOff ? t('video.controls.cameraOn') : t('video.controls.cameraOff')}
        icon={cameraOff ? VideoOff : Video}
      />
      {view.canSwitchCamera && (
        <Button
          variant="outline"
          size="sm"
          disabled={over}
          onClick={() => void session.switchCamera()}
        >
          <SwitchCamera aria-hidden="true" className="size-4" />
          {t('video.controls.switchCamera')}
        </Button>
      )}
      <ToggleControl
        pressed={view.sharingScreen}
        disabled={!inCall}
        onClick={() => void session.toggleScreenShare()}
        label={view.sharingScreen ? t('video.controls.stopSharing') : t('video.controls.share')}
        icon={view.sharingScreen ? MonitorX : MonitorUp}
      />
      <Button variant="destructive" size="sm" disabled={over} onClick={session.hangUp}>
        <PhoneOff aria-hidden="true" className="size-4" />
        {t('video.controls.hangUp')}
      </Button>
    </div>
  );
}
