import { formatRupees } from '@salahkar/domain';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { Consultation } from '../../db/schema/index.ts';
import { mail } from '../auth/auth-mails.ts';
import { caseLink } from './notify.ts';

// The mails for what matters while a person is away: an offer received, a payment captured, a
// case resolved. Queued in the mail outbox in the verb's transaction (enqueueMail): a mail server
// that is down delays them, never fails the verb. `publicUrl` is the configuration's PUBLIC_URL.

type Person = { email: string; firstName: string | null };
type Case = Pick<Consultation, 'id' | 'title'>;

/** Where the mail's link leads: PUBLIC_URL when set (there is no request to take a host from). */
function whereToLook(publicUrl: string | undefined, consultation: Case): string {
  return publicUrl
    ? `Open it here: ${new URL(caseLink(consultation.id), publicUrl).toString()}`
    : 'Sign in to Salahkar to see it.';
}

const hello = (person: Person) => `Hello ${person.firstName?.trim() || 'there'},`;

/** To the request's owner: a professional made an offer. */
export function offerReceivedMail(
  publicUrl: string | undefined,
  owner: Person,
  consultation: Case,
  offer: { professionalName: string; amountPaise: number; message: string | null },
): MailMessage {
  const lines = [
    hello(owner),
    '',
    `${offer.professionalName} sent you an offer of ${formatRupees(offer.amountPaise)} for "${consultation.title}".`,
    ...(offer.message ? ['', `Their message: ${offer.message}`] : []),
    '',
    `Compare the offers you have received and accept the one you prefer. ${whereToLook(publicUrl, consultation)}`,
  ];
  return mail(owner.email, `New offer for "${consultation.title}"`, lines);
}

/** To the chosen professional: the user accepted and paid; the case is theirs. */
export function paymentCapturedMail(
  publicUrl: string | undefined,
  professional: Person,
  consultation: Case,
  amountPaise: number,
): MailMessage {
  const lines = [
    hello(professional),
    '',
    `Your offer for "${consultation.title}" was accepted and the user has paid ${formatRupees(amountPaise)}. The amount is held in escrow and released to your wallet when the consultation is completed.`,
    '',
    `The user is waiting for you in the chat. ${whereToLook(publicUrl, consultation)}`,
  ];
  return mail(professional.email, `Offer accepted and paid: "${consultation.title}"`, lines);
}

/** To the owner: the professional marked the case resolved. */
export function caseResolvedMail(
  publicUrl: string | undefined,
  owner: Person,
  consultation: Case,
): MailMessage {
  const lines = [
    hello(owner),
    '',
    `Your professional marked "${consultation.title}" as resolved.`,
    '',
    `If your question is not fully answered, you can ask to reopen the case within 24 hours; after that it is completed and you can leave a review. ${whereToLook(publicUrl, consultation)}`,
  ];
  return mail(owner.email, `Your consultation "${consultation.title}" was resolved`, lines);
}
