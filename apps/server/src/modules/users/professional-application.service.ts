import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { becomeProfessionalSchema, CurrentUser } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { storedFiles, users, type User } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { applicationReceivedMail } from '../mail/templates/auth-mails.ts';
import type { TypedUpload } from '../files/file-typing.ts';
import { recordStoredFiles, removeStoredBytes, withWrittenUploads } from '../files/stored-files.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { presentCurrentUser, professionalApplicationOf } from './user-presenter.ts';

type Application = z.output<typeof becomeProfessionalSchema>;

/**
 * A user applies to work as a professional. The account stays a user with a pending application
 * (professionalAppliedAt set, any earlier rejection cleared) until an admin approves it. New
 * credential documents replace those of an earlier application. The applicant's receipt mail is
 * queued with the application.
 */
export async function applyToBecomeProfessional(
  ctx: AppContext,
  userId: string,
  application: Application,
  credentials: readonly TypedUpload[],
): Promise<CurrentUser> {
  // New credentials are stored before the transaction and removed again if it fails.
  const { user, replaced } = await withWrittenUploads(ctx, credentials, (written) =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!before) throw notFound('ACCOUNT_NOT_FOUND');
      assertMayApply(before);

      const documents =
        written.length > 0
          ? await recordStoredFiles(tx, userId, written)
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
      await enqueueMail(
        tx,
        await applicationReceivedMail(after!.email, after!.firstName, after!.preferredLanguage),
        {
          kind: 'application_received',
        },
      );
      return { user: after!, replaced: replacedDocuments.map((file) => file.name) };
    }),
  );
  await removeStoredBytes(ctx, replaced);
  return presentCurrentUser(user);
}

function assertMayApply(user: User): void {
  if (user.role === 'admin') throw conflict('ADMIN_CANNOT_APPLY');
  if (user.role === 'professional') throw conflict('ALREADY_PROFESSIONAL');
  if (professionalApplicationOf(user) === 'pending') {
    throw conflict('APPLICATION_PENDING');
  }
}
