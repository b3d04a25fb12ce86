import { z } from 'zod';
import {
  CATEGORIES,
  CONSULTATION_STATUSES,
  PAYMENT_STATUSES,
  URGENCY_LEVELS,
  type ConsultationStatus,
} from '../enums.ts';
import { LABELS } from '../labels.ts';
import { AMOUNT_TOO_LARGE as TOO_LARGE, MAX_AMOUNT_RUPEES } from '../money.ts';
import { keysetPageQuerySchema } from '../pagination.ts';
import { boundedText, optionalText } from './text.ts';

/**
 * Amounts travel as the exact text of a `numeric(10,2)` column in rupees ('1500.00'), so nothing
 * passes through a float; `rupeesToPaise` reads them.
 */
export const rupeeAmountSchema = z.string().regex(/^\d+(\.\d{1,2})?$/, 'Not an amount in rupees');

/** A whole-rupee amount typed into a form: a number, or digits as text; at most ₹1 crore. */
const wholeRupees = (message: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, message),
    ])
    .transform(Number)
    .refine((value) => value <= MAX_AMOUNT_RUPEES, TOO_LARGE);

// 'Career Consultant' (with a space) was written by an old edit form: accept it, store the enum.
const categorySchema = (message: string) =>
  z.preprocess(
    (value) => (value === LABELS.en.category.Career_Consultant ? 'Career_Consultant' : value),
    z.enum(CATEGORIES, message),
  );

const requestFields = {
  title: boundedText('Title', 5, 150),
  description: boundedText('Description', 20, 5000),
  urgencyLevel: z.enum(URGENCY_LEVELS, 'Please choose a response time').default('normal'),
  /** Whole rupees, only for subcategory Other (₹500–₹10,000). */
  customBudget: wholeRupees('Custom budget must be a number').optional(),
};

/**
 * POST /api/consultations. The fee range is computed by the server from the catalog; the client's
 * baseFeeAmount/maxFeeAmount are only checked against it (refused when outside). Documents are
 * uploaded afterwards to POST /api/consultations/{id}/documents.
 */
export const createConsultationSchema = z.object({
  ...requestFields,
  category: categorySchema('Please select a professional type'),
  subcategory: z.string().trim().min(1, 'Please select a specialization').max(100),
  baseFeeAmount: wholeRupees('Minimum fee must be a number').optional(),
  maxFeeAmount: wholeRupees('Maximum fee must be a number').optional(),
});
export type CreateConsultationInput = z.input<typeof createConsultationSchema>;

/** PUT /api/consultations/{id}: only while no offers exist. */
export const updateConsultationSchema = z.object({
  ...requestFields,
  category: categorySchema('Category is required'),
  subcategory: z.string().trim().min(1, 'Subcategory is required').max(100),
});
export type UpdateConsultationInput = z.input<typeof updateConsultationSchema>;

/** A document attached to a request or a chat message, downloadable at `url` behind an access check. */
export const attachmentSchema = z.object({
  name: z.string(),
  originalName: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** What the person reading a consultation may do with it, from the server's policy. */
export const consultationAbilitiesSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  uploadDocuments: z.boolean(),
  offer: z.boolean(),
  /**
   * The owner may choose one of the request's pending offers now: it takes offers and none is
   * chosen, or the chosen one's payment hold has lapsed.
   */
  acceptOffer: z.boolean(),
  review: z.boolean(),
  /** The owner's Cancel & Refund: assigned, before the professional's first reply. */
  cancel: z.boolean(),
  /** The assigned professional gives the case up; the user is refunded in full. */
  withdraw: z.boolean(),
  /** The owner may (re)open the checkout of the chosen offer while its hold lasts. */
  pay: z.boolean(),
  /** The owner or the assigned professional may send chat messages and files now. */
  chat: z.boolean(),
  /** The reader may open the case's chat (live or as history): its two people and admins, once assigned. */
  readChat: z.boolean(),
  /** The assigned professional's Mark as Resolved (closes the case). */
  resolve: z.boolean(),
  /** The owner's Reopen Case: closed, within 24 hours of closedAt. */
  reopen: z.boolean(),
  /** The owner's Raise a Query: completed, within 7 days of completedAt, none open. */
  raiseComplaint: z.boolean(),
  /** The assigned professional's Start Video Call: in progress or reopened. */
  startVideoCall: z.boolean(),
});
export type ConsultationAbilities = z.infer<typeof consultationAbilitiesSchema>;

/**
 * The latest payment of a consultation in brief: enough for a dashboard to show a pending hold's
 * remaining time, a failed attempt, the refund a cancellation would give. Details and receipts:
 * GET /api/consultations/{id}/payments.
 */
export const consultationPaymentBriefSchema = z.object({
  orderId: z.string(),
  /** awaiting_payment while the hold lasts, then paid, expired or refunded. */
  state: z.enum(['awaiting_payment', 'paid', 'expired', 'refunded']),
  amount: rupeeAmountSchema,
  refundedAmount: rupeeAmountSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  lastFailure: z.string().nullable(),
});
export type ConsultationPaymentBrief = z.infer<typeof consultationPaymentBriefSchema>;

/** The owner's complaint on a completed case: open until an admin resolves it. */
export const complaintBriefSchema = z.object({
  raisedAt: z.iso.datetime({ offset: true }),
  reason: z.string(),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ComplaintBrief = z.infer<typeof complaintBriefSchema>;

/** One person of a case by name, as the other one and admins see them on the case page. */
export const casePersonSchema = z.object({ id: z.uuid(), name: z.string() });
export type CasePerson = z.infer<typeof casePersonSchema>;

/** Who a case is between: the client, and the professional once one has it. */
export const casePartiesSchema = z.object({
  client: casePersonSchema,
  professional: casePersonSchema
    .extend({
      /** Their public profile page's English path while it is shown (decision 215), else null. */
      publicProfilePath: z.string().nullable(),
    })
    .nullable(),
});
export type CaseParties = z.infer<typeof casePartiesSchema>;

/** What a consultation is about and where it stands: every reading of one starts from these. */
export const consultationTopicSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  subcategory: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  urgencyLevel: z.enum(URGENCY_LEVELS),
});

/** A consultation as its owner, its professional, a professional of its field or an admin reads it. */
export const consultationSchema = consultationTopicSchema.extend({
  baseFeeAmount: rupeeAmountSchema,
  maxFeeAmount: rupeeAmountSchema,
  finalAmount: rupeeAmountSchema.nullable(),
  userId: z.uuid(),
  assignedTo: z.uuid().nullable(),
  files: z.array(attachmentSchema),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The latest payment, for its owner, its professional and admins; null for anyone else. */
  payment: consultationPaymentBriefSchema.nullable(),
  offerCount: z.number().int(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The owner's complaint on the completed case, for its owner and admins; null otherwise. */
  complaint: complaintBriefSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  abilities: consultationAbilitiesSchema,
  /**
   * GET /api/consultations/{id} only, for the case's two people and admins: who it is between.
   * Lists leave it out; a professional weighing an open request reads no client name.
   */
  parties: casePartiesSchema.optional(),
});
export type Consultation = z.infer<typeof consultationSchema>;

/**
 * The user dashboard's four tabs and the statuses each one shows; GET /api/stats/user counts them
 * and GET /api/consultations?tab=… lists them, so a badge and its list always agree.
 */
export const USER_DASHBOARD_TABS = {
  submitted: ['open'],
  withOffers: ['pending_offers'],
  active: ['assigned', 'in_progress', 'reopened'],
  history: ['closed', 'under_admin_review', 'completed'],
} as const satisfies Record<string, readonly ConsultationStatus[]>;
export type UserDashboardTab = keyof typeof USER_DASHBOARD_TABS;
const USER_DASHBOARD_TAB_NAMES = Object.keys(USER_DASHBOARD_TABS) as [
  UserDashboardTab,
  ...UserDashboardTab[],
];

/** GET /api/consultations: the owner's requests, newest first, optionally one tab's. */
export const consultationListQuerySchema = keysetPageQuerySchema.extend({
  tab: z.enum(USER_DASHBOARD_TAB_NAMES, 'Not a dashboard tab').optional(),
});
export type ConsultationListQuery = z.output<typeof consultationListQuerySchema>;

/** GET /api/stats/user: the counts on the user dashboard's four tabs. */
export const userStatsSchema = z.object({
  submitted: z.number().int(),
  withOffers: z.number().int(),
  active: z.number().int(),
  history: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** POST /api/consultations/{id}/review: once, after completion. */
export const createReviewSchema = z.object({
  rating: z.coerce
    .number('Please choose a rating')
    .int('Please choose a rating from 1 to 5')
    .min(1, 'Please choose a rating from 1 to 5')
    .max(5, 'Please choose a rating from 1 to 5'),
  comment: optionalText('Comment', 1000),
  /** The reviewer's consent to show the review on the landing page (first name and city only). */
  showOnSite: z.boolean().default(false),
});
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid(),
  professionalId: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  showOnSite: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof reviewSchema>;
