import type { OfferStatus } from '@salahkar/domain/schemas/offers';
import { LabelBadge, type BadgeLabel } from '@/components/ui/badge.tsx';
import { msg } from '@/i18n';

const BADGES: Record<OfferStatus, BadgeLabel> = {
  pending: { label: msg('offers.status.pending'), tone: 'warning' },
  accepted: { label: msg('offers.status.accepted'), tone: 'success' },
  declined: { label: msg('offers.status.declined'), tone: 'neutral' },
  withdrawn: { label: msg('offers.status.withdrawn'), tone: 'neutral' },
};

/** Where an offer stands (docs/product/rulings.md, R-16): Accepted, else 'Waiting for User Response'. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return <LabelBadge badge={BADGES[status]} />;
}
