import type { OfferStatus } from '@salahkar/domain/schemas/offers';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const BADGES: Record<OfferStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for User Response', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

/** Where an offer stands (docs/product/rulings.md, R-16): Accepted, else 'Waiting for User Response'. */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const badge = BADGES[status];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}
