import type { ReactNode } from 'react';
import { LANGUAGE_NAMES, LOCALE_OF } from '@salahkar/domain/language';
import type { CurrentUser } from '@/lib/current-user.ts';
import { categoryLabel, useT } from '@/i18n';

/** One term and its value in a `div` group: the only element a `dl` may hold besides dt and dd. */
function Detail({
  label,
  value,
  note,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  note?: string;
  /** Spans both columns from the small breakpoint up (long texts). */
  wide?: boolean;
}) {
  const t = useT();
  const empty = value === null || value === undefined || value === '';
  return (
    <div className={wide ? 'space-y-0.5 sm:col-span-2' : 'space-y-0.5'}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={empty ? 'text-sm text-muted-foreground italic' : 'text-sm wrap-anywhere'}>
        {empty ? t('profile.details.notProvided') : value}
        {note && <span className="ml-2 text-xs text-muted-foreground not-italic">({note})</span>}
      </dd>
    </div>
  );
}

/** Every field of the person's profile, with 'Not provided' for the empty ones (docs/product/rulings.md, R-34). */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const t = useT();
  const isProfessional = user.role === 'professional';
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Detail label={t('profile.field.firstName')} value={user.firstName} />
      <Detail label={t('profile.field.lastName')} value={user.lastName} />
      <Detail
        label={t('profile.field.email')}
        value={user.email}
        note={t('profile.details.cannotChange')}
        wide
      />
      <Detail label={t('profile.field.mobile')} value={user.mobile} />
      <Detail label={t('profile.field.city')} value={user.city} />
      <Detail label={t('profile.field.address')} value={user.address} wide />
      <Detail label={t('profile.field.languages')} value={user.languages} wide />
      <Detail
        label={t('profile.field.preferredLanguage')}
        value={
          <span lang={LOCALE_OF[user.preferredLanguage]}>
            {LANGUAGE_NAMES[user.preferredLanguage]}
          </span>
        }
      />
      {isProfessional && (
        <>
          <Detail
            label={t('profile.field.specialization')}
            value={user.specialization ? categoryLabel(user.specialization) : null}
          />
          <Detail
            label={t('profile.field.experience')}
            value={
              user.experience === null
                ? null
                : t('profile.details.years', { count: user.experience })
            }
          />
          <Detail label={t('profile.field.licenseNumber')} value={user.licenseNumber} />
          <Detail
            label={t('profile.field.approval')}
            value={
              user.isApproved ? t('profile.details.approved') : t('profile.details.pendingReview')
            }
          />
          <Detail label={t('profile.field.bio')} value={user.bio} wide />
        </>
      )}
    </dl>
  );
}
