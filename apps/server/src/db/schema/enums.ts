import {
  CATEGORIES,
  CONSULTATION_STATUSES,
  PAYMENT_STATUSES,
  ROLES,
  UPLOAD_KINDS,
  URGENCY_LEVELS,
  VIDEO_CALL_STATUSES,
} from '@salahkar/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

// The product's vocabularies come from @salahkar/domain so the database, the server and the web
// app can never disagree on a value. The ones below the line exist only in storage for now.

export const roleEnum = pgEnum('role', ROLES);
export const categoryEnum = pgEnum('category', CATEGORIES);
export const consultationStatusEnum = pgEnum('consultation_status', CONSULTATION_STATUSES);
export const urgencyLevelEnum = pgEnum('urgency_level', URGENCY_LEVELS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
/** What an uploaded file is for; it decides the upload rule and who may download it. */
export const uploadKindEnum = pgEnum('upload_kind', UPLOAD_KINDS);

/**
 * pending: waiting for the user; accepted: the user chose it; declined: another offer won or the
 * user turned it down; withdrawn: the professional took it back.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUSES);

/** A video call's state machine lives in the domain (video-calls.ts). */
export const videoCallStatusEnum = pgEnum('video_call_status', VIDEO_CALL_STATUSES);

/**
 * Accounts of the double-entry ledger. Debits are positive, credits negative.
 * - gateway: money the payment gateway collected for us (an asset);
 * - escrow: what we hold for a consultation until it completes (a liability to the user);
 * - platform_revenue: our commission;
 * - professional_wallet: what we owe one professional (entries carry the professional's id);
 * - payout_clearing: payouts requested and not yet sent to the professional's bank.
 */
export const LEDGER_ACCOUNTS = [
  'gateway',
  'escrow',
  'platform_revenue',
  'professional_wallet',
  'payout_clearing',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export const ledgerAccountEnum = pgEnum('ledger_account', LEDGER_ACCOUNTS);

/** Where a payment is made: Razorpay with keys, the built-in simulated gateway without. */
export const PAYMENT_PROVIDERS = ['razorpay', 'simulated'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);

/** A refund is booked when asked for and `processed` once the gateway has accepted it. */
export const REFUND_STATUSES = ['pending', 'processed'] as const;
export const refundStatusEnum = pgEnum('refund_status', REFUND_STATUSES);

/** A payout is `requested` by the professional and `paid` when an admin records the transfer. */
export const PAYOUT_STATUSES = ['requested', 'paid'] as const;
export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES);

export const RECEIPT_KINDS = ['payment', 'refund'] as const;
export const receiptKindEnum = pgEnum('receipt_kind', RECEIPT_KINDS);

/**
 * A queued mail: pending (waiting for its next try), sending (claimed by a delivery pass until its
 * claim runs out), sent, failed (given up after its last try) or superseded (a newer mail of the
 * same kind to the same address replaced it before it left).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'superseded'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const mailStatusEnum = pgEnum('mail_status', MAIL_STATUSES);
