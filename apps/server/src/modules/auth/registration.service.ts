import {
  PROFESSIONAL_REVIEW_TIME_TEXT,
  type Language,
  type RegisterResponse,
  type RegisterWithOtpInput,
  type Role,
} from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users, type NewUser } from '../../db/schema/index.ts';
import { badField } from '../../errors.ts';
import type { TypedUpload } from '../files/file-typing.ts';
import { recordStoredFiles, withWrittenUploads } from '../files/stored-files.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { applicationReceivedMail, welcomeMail } from '../mail/templates/auth-mails.ts';
import { spendOtpCheck } from './auth-limits.ts';
import { assertNotCommonPassword } from './common-passwords/index.ts';
import { checkOtp, consumeOtp, type OtpProblem } from './otp.service.ts';
import { hashPassword } from './password.ts';
import { closeEndedSessions, endSession, startSession } from '../../plugins/session-store.ts';

export interface Registration {
  response: RegisterResponse;
  /** A user's new session; a professional is not signed in until approved. */
  session: { token: string; role: Role } | null;
}

/** A committed registration; a previous session of this browser it ended, to close. */
type Outcome = { session: Registration['session']; replaced?: { userId: string; sid: string } };
/** A wrong code: refused after the transaction that counted the try has committed. */
type Refusal = { problem: OtpProblem };

export const USER_REGISTERED_MESSAGE = 'Account created successfully! You are now logged in.';
export const PROFESSIONAL_REGISTERED_MESSAGE = `Thank you for registering as a professional. Our team will review your application within ${PROFESSIONAL_REVIEW_TIME_TEXT}, and we will email you once it is approved.`;

/**
 * Creates the account the code was mailed for. The code is checked again and spent, the user (and
 * a user's session, and a professional's credentials) and the welcome or application mail
 * written, all in one transaction; a wrong code still counts against the code's tries.
 */
export async function registerWithOtp(
  ctx: AppContext,
  input: RegisterWithOtpInput,
  credentials: readonly TypedUpload[],
  from: {
    ip: string;
    signInUrl: string;
    previousSid?: string | undefined;
    language?: Language;
    userAgent?: string | undefined;
  },
): Promise<Registration> {
  // The new account speaks the language of the page it was created on.
  const language = from.language ?? 'en';
  assertNotCommonPassword(input.password);
  // No look-up of the address first: a registered one has no code anyone knows, so it fails
  // below as a wrong code does, telling nobody it has an account.
  await spendOtpCheck(ctx.db, ctx.config, input.email, from.ip);
  const passwordHash = await hashPassword(input.password);

  let outcome: Outcome;
  try {
    // Credentials are stored before the transaction and removed again if it fails or the code
    // was wrong (a wrong code is committed, as a spent try, before it is refused).
    outcome = await withWrittenUploads(
      ctx,
      input.role === 'professional' ? credentials : [],
      async (written) => {
        const result = await ctx.db.transaction(async (tx): Promise<Outcome | Refusal> => {
          const problem = await checkOtp(tx, input.email, input.otp);
          if (problem) return { problem };
          const [user] = await tx
            .insert(users)
            .values({ ...newUserOf(input, passwordHash), preferredLanguage: language })
            .returning();
          const userId = user!.id;
          await consumeOtp(tx, input.email);
          if (input.role === 'professional') {
            const credentialDocuments = await recordStoredFiles(tx, userId, written);
            if (credentialDocuments.length > 0) {
              await tx.update(users).set({ credentialDocuments }).where(eq(users.id, userId));
            }
            await enqueueMail(
              tx,
              await applicationReceivedMail(input.email, input.firstName, language),
              {
                kind: 'application_received',
              },
            );
            return { session: null };
          }
          const previousOwner = from.previousSid ? await endSession(tx, from.previousSid) : null;
          const { token } = await startSession(
            tx,
            ctx.config,
            { id: userId, role: 'user' },
            new Date(),
            { firstSession: true, userAgent: from.userAgent },
          );
          await enqueueMail(
            tx,
            await welcomeMail(input.email, input.firstName, from.signInUrl, language),
            {
              kind: 'welcome',
            },
          );
          return {
            session: { token, role: 'user' as const },
            replaced:
              previousOwner && from.previousSid
                ? { userId: previousOwner, sid: from.previousSid }
                : undefined,
          };
        });
        if ('problem' in result) throw badField(result.problem, 'otp');
        return result;
      },
    );
  } catch (error) {
    // Two registrations of one address racing with the same code: the loser's code is spent.
    if (isUniqueViolation(error, 'users_email_unique')) throw badField('OTP_INVALID', 'otp');
    throw error;
  }
  // The browser's previous session (someone else's account) closes its sockets now.
  if (outcome.replaced) {
    await closeEndedSessions(ctx.live, outcome.replaced.userId, [outcome.replaced.sid]);
  }

  if (input.role === 'professional') {
    return {
      response: { success: true, signedIn: false, message: PROFESSIONAL_REGISTERED_MESSAGE },
      session: null,
    };
  }
  return {
    response: { success: true, signedIn: true, message: USER_REGISTERED_MESSAGE },
    session: outcome.session,
  };
}

function newUserOf(input: RegisterWithOtpInput, passwordHash: string): NewUser {
  const account: NewUser = {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    // The code proved the address.
    isEmailVerified: true,
    role: input.role,
  };
  if (input.role === 'user') return account;
  return {
    ...account,
    specialization: input.specialization,
    experience: input.experience,
    bio: input.bio,
    licenseNumber: input.licenseNumber,
    isApproved: false,
    professionalAppliedAt: new Date(),
  };
}
