import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { becomeProfessionalSchema, CurrentUser } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { storedFiles, users, type User } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { applicationReceivedMail } from '../auth/auth-mails.ts';
import { sendQuietly } from '../auth/send-quietly.ts';
import type { TypedUpload } from '../files/file-typing.ts';
import { removeStoredBytes, storeCredentialDocuments } from '../files/stored-files.ts';
import { presentCurrentUser, professionalApplicationOf } from './user-presenter.ts';

type Application = z.output<typeof becomeProfessionalSchema>;

/**
 * A user applies to work as a professional. The account stays a user with a pending application
 * (professionalAppliedAt set, any earlier rejection cleared) until an admin approves it. New
 * credential documents replace those of an earlier application. The applicant is mailed a
 * receipt.
 */
export async function applyToBecomeProfessional(
  ctx: AppContext,
  userId: string,
  application: Application,
  credentials: readonly TypedUpload[],
  log: FastifyBaseLogger,
): Promise<CurrentUser> {
  const { user, replaced } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound('Account not found');
    assertMayApply(before);

    const documents =
      credentials.length > 0
        ? await storeCredentialDocuments(ctx, tx, userId, credentials)
        : before.credentialDocuments;
    const replacedDocuments = credentials.length > 0 ? before.credentialDocuments : [];
    for (const old of replacedDocuments) {
      await tx.delete(storedFiles).where(eq(storedFiles.name, old.name));
    }
    const [after] = await tx
      .update(users)
      .set({
        specialization: application.specialization,
        experience: application.experience,
        bio: application.bio,
        licenseNumber: application.licenseNumber,
        credentialDocuments: documents,
        isApproved: false,
        professionalAppliedAt: new Date(),
        rejectedAt: null,
      })
      .where(eq(users.id, userId))
      .returning();
    return { user: after!, replaced: replacedDocuments.map((file) => file.name) };
  });
  await removeStoredBytes(ctx, replaced);
  // The application stands whatever the mail server does; a lost receipt is only logged.
  await sendQuietly(ctx, log, applicationReceivedMail(user.email, user.firstName));
  return presentCurrentUser(user);
}

function assertMayApply(user: User): void {
  if (user.role === 'admin') throw conflict('An admin account cannot apply to be a professional.');
  if (user.role === 'professional') throw conflict('You are already a professional.');
  if (professionalApplicationOf(user) === 'pending') {
    throw conflict('Your application to become a professional is already pending review.');
  }
}
