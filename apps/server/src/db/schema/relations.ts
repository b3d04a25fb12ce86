import { relations } from 'drizzle-orm';
import { passwordResetTokens, sessions } from './auth.ts';
import { professionTypes, specializations } from './catalog.ts';
import { chatMessages } from './chat.ts';
import { consultations } from './consultations.ts';
import { ledgerEntries } from './ledger.ts';
import { notifications } from './notifications.ts';
import { professionalOffers } from './offers.ts';
import { payments } from './payments.ts';
import { reviews } from './reviews.ts';
import { users } from './users.ts';
import { videoCalls } from './video-calls.ts';

// Relations for drizzle's query API (`db.query.consultations.findMany({ with: { offers: true } })`).
// Where a table points at users twice, relationName tells the two links apart.

export const usersRelations = relations(users, ({ many }) => ({
  consultations: many(consultations, { relationName: 'owner' }),
  assignedConsultations: many(consultations, { relationName: 'assignedProfessional' }),
  offers: many(professionalOffers),
  reviewsReceived: many(reviews, { relationName: 'reviewedProfessional' }),
  notifications: many(notifications),
  sessions: many(sessions),
  passwordResetTokens: many(passwordResetTokens),
}));

export const consultationsRelations = relations(consultations, ({ one, many }) => ({
  user: one(users, {
    fields: [consultations.userId],
    references: [users.id],
    relationName: 'owner',
  }),
  professional: one(users, {
    fields: [consultations.assignedTo],
    references: [users.id],
    relationName: 'assignedProfessional',
  }),
  offers: many(professionalOffers),
  messages: many(chatMessages),
  payments: many(payments),
  videoCalls: many(videoCalls),
  review: one(reviews),
}));

export const professionalOffersRelations = relations(professionalOffers, ({ one }) => ({
  consultation: one(consultations, {
    fields: [professionalOffers.consultationId],
    references: [consultations.id],
  }),
  professional: one(users, {
    fields: [professionalOffers.professionalId],
    references: [users.id],
  }),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  consultation: one(consultations, {
    fields: [chatMessages.consultationId],
    references: [consultations.id],
  }),
  sender: one(users, { fields: [chatMessages.senderId], references: [users.id] }),
}));

export const videoCallsRelations = relations(videoCalls, ({ one }) => ({
  consultation: one(consultations, {
    fields: [videoCalls.consultationId],
    references: [consultations.id],
  }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  consultation: one(consultations, {
    fields: [payments.consultationId],
    references: [consultations.id],
  }),
  offer: one(professionalOffers, {
    fields: [payments.offerId],
    references: [professionalOffers.id],
  }),
  ledgerEntries: many(ledgerEntries),
}));

export const ledgerEntriesRelations = relations(ledgerEntries, ({ one }) => ({
  payment: one(payments, { fields: [ledgerEntries.paymentId], references: [payments.id] }),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  consultation: one(consultations, {
    fields: [reviews.consultationId],
    references: [consultations.id],
  }),
  professional: one(users, {
    fields: [reviews.professionalId],
    references: [users.id],
    relationName: 'reviewedProfessional',
  }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));

export const professionTypesRelations = relations(professionTypes, ({ many }) => ({
  specializations: many(specializations),
}));

export const specializationsRelations = relations(specializations, ({ one }) => ({
  profession: one(professionTypes, {
    fields: [specializations.professionId],
    references: [professionTypes.id],
  }),
}));
