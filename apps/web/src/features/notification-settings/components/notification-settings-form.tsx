import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { notificationSettingsSchema, type NotificationSettings } from '@salahkar/domain/reach';
import { Button } from '@/components/ui/button.tsx';
import { TitledCard } from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import type { CurrentUser } from '@salahkar/domain';
import { t as translate, useT } from '@/i18n';
import { settingsOf, useSaveNotificationSettings } from '../api/use-notification-settings.ts';
import { reachKindsOf } from '../lib/reach-kinds.ts';
import { QuietHoursFields } from './quiet-hours-fields.tsx';
import { ReachKindSwitches } from './reach-kind-switches.tsx';

// The domain's schema, plus one thing only a form needs saying: equal times make no quiet hours
// at all (inQuietHours), which is never what a person typing them meant.
const settingsFormSchema = notificationSettingsSchema.refine(
  (settings) => !settings.quietHours || settings.quietHours.start !== settings.quietHours.end,
  { path: ['quietHours', 'end'], error: () => translate('notificationSettings.quietHours.same') },
);

/** A switch with its label and the sentence that explains it. */
function SettingSwitch({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        className="mt-0.5"
      />
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <div id={`${id}-description`} className="space-y-1 text-sm text-muted-foreground">
          {description}
        </div>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-border pt-5">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Which events reach the person by which channel, quiet hours, lock-screen details and WhatsApp
 * consent, saved together with one button (PUT /api/profile/notifications).
 */
export function NotificationSettingsForm({
  user,
  phone,
  saved,
}: {
  user: CurrentUser;
  /** The verified mobile number (E.164), or null: WhatsApp needs one. */
  phone: string | null;
  saved: NotificationSettings;
}) {
  const t = useT();
  const whatsappHintId = useId();
  const save = useSaveNotificationSettings();
  const form = useForm<NotificationSettings>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: saved,
  });
  const { control, formState } = form;
  const whatsappOptIn = useWatch({ control, name: 'whatsappOptIn' });
  const whatsappBlocked = phone === null || !whatsappOptIn;

  const submit = form.handleSubmit((settings) =>
    save.mutate(settings, { onSuccess: (answer) => form.reset(settingsOf(answer)) }),
  );

  return (
    <TitledCard
      title={t('notificationSettings.events.title')}
      description={t('notificationSettings.events.inApp')}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <ReachKindSwitches
          kinds={reachKindsOf(user.role)}
          control={control}
          whatsappBlockedBy={whatsappBlocked ? whatsappHintId : null}
        />
        {whatsappBlocked && (
          <p id={whatsappHintId} className="text-sm text-muted-foreground">
            {t('notificationSettings.whatsapp.needsConsent')}
          </p>
        )}

        <Section title={t('notificationSettings.whatsapp.title')}>
          <Controller
            name="whatsappOptIn"
            control={control}
            render={({ field }) => (
              <SettingSwitch
                label={t('notificationSettings.whatsapp.consent')}
                checked={field.value}
                onCheckedChange={field.onChange}
                disabled={phone === null}
                description={
                  <p>
                    {phone === null
                      ? t('notificationSettings.whatsapp.noPhone')
                      : t('notificationSettings.whatsapp.consentDescription', { phone })}
                  </p>
                }
              />
            )}
          />
        </Section>

        <Section title={t('notificationSettings.quietHours.title')}>
          <QuietHoursFields form={form} />
        </Section>

        <Section title={t('notificationSettings.details.title')}>
          <Controller
            name="showDetails"
            control={control}
            render={({ field }) => (
              <SettingSwitch
                label={t('notificationSettings.details.switch')}
                checked={field.value}
                onCheckedChange={field.onChange}
                description={
                  <>
                    <p>{t('notificationSettings.details.description')}</p>
                    <p>{t('notificationSettings.details.never')}</p>
                  </>
                }
              />
            )}
          />
        </Section>

        <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-end">
          <p role="status" className="text-sm text-muted-foreground">
            {formState.isDirty
              ? t('notificationSettings.save.unsaved')
              : save.isSuccess
                ? t('notificationSettings.save.done')
                : null}
          </p>
          <Button type="submit" loading={save.isPending}>
            {save.isPending
              ? t('notificationSettings.save.saving')
              : t('notificationSettings.save.button')}
          </Button>
        </div>
      </form>
    </TitledCard>
  );
}
