import { z } from 'zod';
import { CATEGORIES, CONSULTATION_STATUSES } from '../enums.ts';
import { keysetPageQuerySchema } from '../pagination.ts';
import { consultationTopicSchema } from './consultations.ts';
import { adminRefundSchema, refundSchema } from './payments.ts';

// Admin reads of consultations, reopen decisions, and queries with their resolve and reroute
// (docs/product/rulings.md, R-52). Money is rupee text ('1500.00'); times are ISO strings.

const person = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  specialization: z.enum(CATEGORIES).nullable(),
});

/** One consultation in the admin lists (all consultations, queries). */
export const adminConsultationSchema = consultationTopicSchema.extend({
  baseFeeAmount: z.string(),
  maxFeeAmount: z.string(),
  finalAmount: z.string().nullable(),
  /** What the user pays or paid: the accepted amount, else the base of the range. */
  feeAmount: z.string(),
  paymentStatus: z.string(),
  userId: z.uuid(),
  assignedTo: z.uuid().nullable(),
  user: person,
  professional: person.nullable(),
  userName: z.string(),
  userEmail: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  reopenRequestedAt: z.string().nullable(),
  adminReviewedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The owner's complaint; queryRaisedAt and queryReason are the spec's names for its fields. */
  queryRaisedAt: z.string().nullable(),
  queryReason: z.string().nullable(),
  complaintResolvedAt: z.string().nullable(),
  /** What an admin may do with the case now, from the server's lifecycle table. */
  abilities: z.object({
    /** Approve or decline the owner's reopen request (the case is under admin review). */
    decideReopen: z.boolean(),
  }),
});
export type AdminConsultation = z.infer<typeof adminConsultationSchema>;

/** GET /api/admin/all-consultations?status=&category=&search=&page=&pageSize=&cursor= */
export const adminConsultationQuerySchema = keysetPageQuerySchema.extend({
  status: z.enum(CONSULTATION_STATUSES, 'Not a consultation status').optional(),
  category: z.enum(CATEGORIES, 'Not a professional type').optional(),
  /** Matches the title, the user's or the professional's name or email. */
  search: z.string().trim().max(200, 'Search cannot exceed 200 characters').optional(),
});
export type AdminConsultationQuery = z.output<typeof adminConsultationQuerySchema>;

/** A chat message as the admin's chat view shows it. */
export const adminChatMessageSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  senderName: z.string(),
  message: z.string(),
  timestamp: z.string(),
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileSize: z.number().int().nullable(),
});

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  amount: z.string(),
  platformShare: z.string(),
  professionalShare: z.string(),
  refundedAmount: z.string(),
  status: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** GET /api/admin/consultations/{id}/view */
export const adminConsultationDetailSchema = adminConsultationSchema.extend({
  messages: z.array(adminChatMessageSchema),
  payments: z.array(adminPaymentSchema),
  /**
   * What is left to refund of the payment a refund would go to (the latest captured one), rupee
   * text; '0.00' when nothing was captured or all of it was refunded.
   */
  refundableAmount: z.string(),
});
export type AdminConsultationDetail = z.infer<typeof adminConsultationDetailSchema>;

const reasonText = (required: string) =>
  z.string(required).trim().min(1, required).max(2000, 'This cannot exceed 2000 characters');

/** POST /api/consultations/{id}/query: the owner's query on a completed case. */
export const raiseComplaintSchema = z.object({
  reason: reasonText('Please describe your query'),
});
export type RaiseComplaintInput = z.input<typeof raiseComplaintSchema>;

/** What raising answers, in the spec's names (queryRaisedAt, queryReason). */
export const raisedComplaintSchema = z.object({
  consultationId: z.uuid(),
  queryRaisedAt: z.string(),
  queryReason: z.string(),
});

/**
 * POST /api/admin/consultations/{id}/resolve-query: optional notes (the spec's web sends no body)
 * and an optional refund, full without an amount, partial with one.
 */
export const resolveComplaintSchema = z
  .object({
    notes: z.string().trim().max(2000, 'Notes cannot exceed 2000 characters').optional(),
    refund: adminRefundSchema.optional(),
  })
  .nullish()
  .transform((value) => value ?? {});
export type ResolveComplaintInput = z.input<typeof resolveComplaintSchema>;

/** POST /api/admin/consultations/{id}/reroute; the spec's web names the id newProfessionalId. */
export const rerouteSchema = z
  .object({
    professionalId: z.uuid('Please select a professional').optional(),
    newProfessionalId: z.uuid('Please select a professional').optional(),
    reason: reasonText('Please select a professional and provide a reason for rerouting.'),
  })
  .transform((value, context) => {
    const professionalId = value.professionalId ?? value.newProfessionalId;
    if (!professionalId) {
      context.addIssue({
        code: 'custom',
        message: 'Please select a professional and provide a reason for rerouting.',
        path: ['professionalId'],
      });
      return z.NEVER;
    }
    return { professionalId, reason: value.reason };
  });
export type RerouteInput = z.input<typeof rerouteSchema>;

/** GET /api/admin/professionals/available?consultationId= or ?category= */
export const availableProfessionalQuerySchema = z
  .object({
    consultationId: z.uuid('Not a consultation id').optional(),
    category: z.enum(CATEGORIES, 'Not a professional type').optional(),
  })
  .refine((value) => value.consultationId || value.category, {
    message: 'Give a consultationId or a category',
  });

/** A professional a case can be rerouted to, with what an admin weighs when choosing. */
export const availableProfessionalSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  specialization: z.enum(CATEGORIES),
  /** Years of experience, as the professional gave them. */
  experience: z.number().int().nullable(),
  /** Average review rating to one decimal; null when nobody has reviewed them yet. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Cases assigned to them and not yet closed: how busy they are now. */
  activeCases: z.number().int(),
});
export type AvailableProfessional = z.infer<typeof availableProfessionalSchema>;

/** What resolve-query answers: the case as it is now and the refund booked with it, if any. */
export const resolveComplaintResultSchema = z.object({
  consultation: adminConsultationSchema,
  refund: refundSchema.nullable(),
});
export type ResolveComplaintResult = z.infer<typeof resolveComplaintResultSchema>;
