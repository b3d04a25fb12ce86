import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import {
  REACH_CHANNELS,
  REACH_CHANNELS_BY_KIND,
  type NotificationSettings,
  type ReachChannel,
  type ReachKind,
} from '@salahkar/domain/reach';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useT } from '@/i18n';
import { REACH_CHANNEL_LABELS, REACH_KIND_LABELS } from '../lib/reach-kinds.ts';

// One row per event: a table's columns on wide screens, the switches under the event's name on a
// phone. Each row is a group named by its event, so "Email" is read as that event's email.
const ROW = 'sm:grid sm:grid-cols-[1fr_repeat(3,6rem)] sm:items-center sm:gap-3';

type SwitchesProps = {
  control: Control<NotificationSettings>;
  /** Set while WhatsApp cannot be chosen: the id of the text that says why. */
  whatsappBlockedBy: string | null;
};

function ChannelSwitch({
  kind,
  channel,
  control,
  whatsappBlockedBy,
}: { kind: ReachKind; channel: ReachChannel } & SwitchesProps) {
  const t = useT();
  const id = useId();
  const blockedBy = channel === 'whatsapp' ? whatsappBlockedBy : null;
  return (
    <Controller
      name={`channels.${kind}.${channel}`}
      control={control}
      render={({ field }) => (
        <div className="flex items-center gap-2 sm:justify-center">
          <Switch
            id={id}
            ref={field.ref}
            // A blocked channel sends nothing, so it shows off; its saved choice returns with it.
            checked={field.value && blockedBy === null}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            disabled={blockedBy !== null}
            aria-describedby={blockedBy ?? undefined}
          />
          <Label htmlFor={id} className="sm:sr-only">
            {t(REACH_CHANNEL_LABELS[channel])}
          </Label>
        </div>
      )}
    />
  );
}

function KindRow({ kind, ...props }: { kind: ReachKind } & SwitchesProps) {
  const t = useT();
  const nameId = useId();
  const offered = REACH_CHANNELS_BY_KIND[kind];
  return (
    <li className="p-3">
      <div role="group" aria-labelledby={nameId} className={`space-y-2 sm:space-y-0 ${ROW}`}>
        <span id={nameId} className="block text-sm font-medium">
          {t(REACH_KIND_LABELS[kind])}
        </span>
        <div className="flex flex-wrap gap-x-6 gap-y-2 sm:contents">
          {REACH_CHANNELS.map((channel) =>
            offered.includes(channel) ? (
              <ChannelSwitch key={channel} kind={kind} channel={channel} {...props} />
            ) : (
              <span
                key={channel}
                aria-hidden="true"
                className="hidden text-center text-muted-foreground sm:block"
              >
                –
              </span>
            ),
          )}
        </div>
      </div>
    </li>
  );
}

/** The switches per event and channel: only where REACH_CHANNELS_BY_KIND has a message. */
export function ReachKindSwitches({
  kinds,
  ...props
}: { kinds: readonly ReachKind[] } & SwitchesProps) {
  const t = useT();
  return (
    <div>
      <div
        aria-hidden="true"
        className={`hidden px-3 pb-2 text-xs font-medium text-muted-foreground ${ROW}`}
      >
        <span>{t('notificationSettings.events.kind')}</span>
        {REACH_CHANNELS.map((channel) => (
          <span key={channel} className="text-center">
            {t(REACH_CHANNEL_LABELS[channel])}
          </span>
        ))}
      </div>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {kinds.map((kind) => (
          <KindRow key={kind} kind={kind} {...props} />
        ))}
      </ul>
    </div>
  );
}
