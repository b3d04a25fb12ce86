import { useId, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { NotificationSettings } from '@salahkar/domain/reach';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { useT } from '@/i18n';

/** What the switch proposes the first time: the night, in India time. */
const NIGHT = { start: '22:00', end: '07:00' };

/**
 * Quiet hours in IST: a switch, and while it is on the two times. Turning it off and on again
 * within the visit brings back the times last entered.
 */
export function QuietHoursFields({ form }: { form: UseFormReturn<NotificationSettings> }) {
  const t = useT();
  const id = useId();
  const quietHours = useWatch({ control: form.control, name: 'quietHours' });
  const lastTimes = useRef(quietHours ?? NIGHT);
  const errors = form.formState.errors.quietHours;

  const turn = (on: boolean) => {
    if (!on) lastTimes.current = form.getValues('quietHours') ?? NIGHT;
    form.setValue('quietHours', on ? lastTimes.current : null, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
  };

  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <Switch
          id={id}
          checked={quietHours !== null}
          onCheckedChange={turn}
          aria-describedby={`${id}-description`}
          className="mt-0.5"
        />
        <div className="space-y-1">
          <Label htmlFor={id}>{t('notificationSettings.quietHours.switch')}</Label>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {t('notificationSettings.quietHours.description')}
          </p>
        </div>
      </div>
      {quietHours !== null && (
        <div className="grid gap-4 sm:max-w-md sm:grid-cols-2">
          <FormField
            label={t('notificationSettings.quietHours.start')}
            error={errors?.start?.message}
          >
            <Input type="time" {...form.register('quietHours.start')} />
          </FormField>
          <FormField label={t('notificationSettings.quietHours.end')} error={errors?.end?.message}>
            <Input type="time" {...form.register('quietHours.end')} />
          </FormField>
        </div>
      )}
      <p className="text-sm font-medium">{t('notificationSettings.quietHours.calls')}</p>
    </div>
  );
}
