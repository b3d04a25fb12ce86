import type { Category, ConsultationStatus, UrgencyLevel } from '@salahkar/domain';
import type { Transaction } from '../client.ts';
import type { OfferStatus } from '../schema/index.ts';
import type { DemoPersonKey } from './demo-people.ts';

// The shape of a demo consultation: its story told in hours before the moment of seeding, so a
// fresh seed always has a case inside its reopen window, offers from today, and so on.

/** Where a demo case is written: the seed's transaction, the demo people's ids, its moment. */
export interface DemoContext {
  tx: Transaction;
  ids: Record<DemoPersonKey, string>;
  /** The moment of seeding; a case's story is told in hours before it. */
  now: number;
}

export interface DemoOffer {
  by: DemoPersonKey;
  /** Whole rupees, inside the request's fee range. */
  amount: number;
  message: string;
  hoursAgo: number;
  status: OfferStatus;
}

export interface DemoMessage {
  from: DemoPersonKey;
  text: string;
  hoursAgo: number;
}

export interface DemoCase {
  owner: DemoPersonKey;
  title: string;
  description: string;
  category: Category;
  /** A specialization of the category, as seeded in the catalog. */
  subcategory: string;
  urgencyLevel: UrgencyLevel;
  status: ConsultationStatus;
  postedHoursAgo: number;
  offers?: readonly DemoOffer[];
  /** When the accepted offer was paid (every case from assigned onwards). */
  paidHoursAgo?: number;
  messages?: readonly DemoMessage[];
  videoCall?: { startedHoursAgo: number; minutes: number };
  closedHoursAgo?: number;
  reopenRequestedHoursAgo?: number;
  adminReviewedHoursAgo?: number;
  completedHoursAgo?: number;
  complaint?: { hoursAgo: number; reason: string };
  /** showOnSite: the reviewer agreed to show it on the landing page. */
  review?: { rating: number; comment: string; hoursAgo: number; showOnSite?: boolean };
}
