import type { ReactNode } from 'react';
import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { CurrentUser } from '@/features/auth';

const NOT_PROVIDED = 'Not provided';

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
  const empty = value === null || value === undefined || value === '';
  return (
    <div className={wide ? 'space-y-0.5 sm:col-span-2' : 'space-y-0.5'}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={empty ? 'text-sm text-muted-foreground italic' : 'text-sm break-words'}>
        {empty ? NOT_PROVIDED : value}
        {note && <span className="ml-2 text-xs text-muted-foreground not-italic">({note})</span>}
      </dd>
    </div>
  );
}

/** Every field of the person's profile, with 'Not provided' for the empty ones (docs/product/rulings.md, R-34). */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const isProfessional = user.role === 'professional';
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Detail label="First name" value={user.firstName} />
      <Detail label="Last name" value={user.lastName} />
      <Detail label="Email" value={user.email} note="Cannot be changed" wide />
      <Detail label="Mobile" value={user.mobile} />
      <Detail label="City" value={user.city} />
      <Detail label="Address" value={user.address} wide />
      <Detail label="Languages" value={user.languages} wide />
      {isProfessional && (
        <>
          <Detail
            label="Specialization"
            value={user.specialization ? CATEGORY_LABELS[user.specialization] : null}
          />
          <Detail
            label="Experience"
            value={
              user.experience === null
                ? null
                : `${user.experience} ${user.experience === 1 ? 'year' : 'years'}`
            }
          />
          <Detail label="Registration or licence number" value={user.licenseNumber} />
          <Detail label="Approval" value={user.isApproved ? 'Approved' : 'Pending admin review'} />
          <Detail label="Bio" value={user.bio} wide />
        </>
      )}
    </dl>
  );
}
