import { eq } from 'drizzle-orm';
import {
  formatRupeesToPaisa,
  storedPaymentMethodKind,
  type Language,
  type PaymentMethodKind,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { consultations, payments } from '../../db/schema/index.ts';
import { receiptPdfPath } from '../receipts/receipt-presenter.ts';
import { enqueueNoticeMails } from './notification-mails.ts';
import { caseLink } from './notify.ts';
import { refundTimelineText } from './refund-timeline-texts.ts';

// Confirmations of money moving (issue 29): the payer's payment received and refund started, the
// professional's payout requested. Each is queued in the transaction that moved the money, in the
// person's language, with the button to the page it concerns on the configured public origin and
// the receipt linked; always sent (no switch turns a confirmation of money off).

interface MoneyMail {
  subject: string;
  preheader: string;
  paragraphs: string[];
  button: string;
}

interface MoneyMailTexts {
  paymentReceived: (p: {
    title: string;
    amount: string;
    professionalName: string;
    invoiceNumber: string | null;
  }) => MoneyMail;
  refundInitiated: (p: { title: string; amount: string; timeline: string }) => MoneyMail;
  payoutRequested: (amount: string) => MoneyMail;
  receipt: (number: string) => string;
  invoice: (number: string) => string;
}

const TEXTS = {
  en: {
    paymentReceived: ({ title, amount, professionalName, invoiceNumber }) => ({
      subject: `Payment received: ${amount} for "${title}"`,
      preheader: `${amount} is held safely until your consultation is completed.`,
      paragraphs: [
        `We received your payment of ${amount} for "${title}". ${professionalName} now has your case and will reply in the chat.`,
        `What happens to your money: it is held by Salahkar, not paid to ${professionalName}, until the consultation is completed. If you cancel before their first reply, or they withdraw, you get it all back. Once they mark the case resolved you have 24 hours to ask to reopen it; only then is it released to them.`,
        invoiceNumber
          ? `Your tax invoice ${invoiceNumber} is below, and on the consultation page at any time.`
          : 'Your receipt is below, and on the consultation page at any time.',
      ],
      button: 'Open your consultation',
    }),
    refundInitiated: ({ title, amount, timeline }) => ({
      subject: `Your refund of ${amount} has started`,
      preheader: `For "${title}".`,
      paragraphs: [
        `We have started a refund of ${amount} for "${title}". You do not need to do anything.`,
        timeline,
        'We will email you again once the payment gateway has sent it.',
      ],
      button: 'Open the consultation',
    }),
    payoutRequested: (amount) => ({
      subject: `We received your payout request of ${amount}`,
      preheader: 'We will send it to your bank account.',
      paragraphs: [
        `Your payout request of ${amount} is with our team. It is set aside from your wallet and will be transferred to your bank account.`,
        'We will email you the bank reference once the transfer is made.',
      ],
      button: 'Open your wallet',
    }),
    receipt: (number) => `Download receipt ${number} (PDF)`,
    invoice: (number) => `Download tax invoice ${number} (PDF)`,
  },
  hi: {
    paymentReceived: ({ title, amount, professionalName, invoiceNumber }) => ({
      subject: `भुगतान मिल गया: "${title}" के लिए ${amount}`,
      preheader: `परामर्श पूरा होने तक ${amount} सुरक्षित रखा गया है।`,
      paragraphs: [
        `"${title}" के लिए हमें आपका ${amount} का भुगतान मिल गया है। अब ${professionalName} आपका मामला देखेंगे और चैट में जवाब देंगे।`,
        `आपके पैसे का क्या होता है: परामर्श पूरा होने तक यह सलाहकार के पास रहता है, ${professionalName} को नहीं दिया जाता। अगर आप उनके पहले जवाब से पहले रद्द करते हैं, या वे पीछे हट जाते हैं, तो आपको पूरी राशि वापस मिलती है। जब वे मामले को हल हुआ बताते हैं, तो आप 24 घंटे के अंदर इसे फिर से खोलने का अनुरोध कर सकते हैं; उसके बाद ही राशि उन्हें दी जाती है।`,
        invoiceNumber
          ? `आपका टैक्स इनवॉइस ${invoiceNumber} नीचे है, और परामर्श के पेज पर भी हमेशा मिलेगा।`
          : 'आपकी रसीद नीचे है, और परामर्श के पेज पर भी हमेशा मिलेगी।',
      ],
      button: 'अपना परामर्श खोलें',
    }),
    refundInitiated: ({ title, amount, timeline }) => ({
      subject: `आपका ${amount} का रिफ़ंड शुरू हो गया है`,
      preheader: `"${title}" के लिए।`,
      paragraphs: [
        `"${title}" के लिए हमने ${amount} का रिफ़ंड शुरू कर दिया है। आपको कुछ करने की ज़रूरत नहीं है।`,
        timeline,
        'पेमेंट गेटवे से रिफ़ंड भेजे जाने पर हम आपको फिर से ईमेल करेंगे।',
      ],
      button: 'परामर्श खोलें',
    }),
    payoutRequested: (amount) => ({
      subject: `आपका ${amount} का पेआउट अनुरोध मिल गया है`,
      preheader: 'हम इसे आपके बैंक खाते में भेजेंगे।',
      paragraphs: [
        `आपका ${amount} का पेआउट अनुरोध हमारी टीम के पास है। यह राशि आपके वॉलेट से अलग रख दी गई है और आपके बैंक खाते में भेजी जाएगी।`,
        'ट्रांसफ़र होने पर हम आपको बैंक रेफ़रेंस ईमेल करेंगे।',
      ],
      button: 'अपना वॉलेट खोलें',
    }),
    receipt: (number) => `रसीद ${number} डाउनलोड करें (PDF)`,
    invoice: (number) => `टैक्स इनवॉइस ${number} डाउनलोड करें (PDF)`,
  },
} satisfies Record<Language, MoneyMailTexts>;

/** To the payer: their payment was captured and the case assigned; the receipt or invoice linked. */
export function queuePaymentReceivedMail(
  ctx: AppContext,
  tx: Transaction,
  payment: { id: string; userId: string; consultationId: string; amountPaise: number },
  details: {
    title: string;
    professionalName: string;
    receipt: { id: string; number: string; invoiceNumber: string | null };
  },
): Promise<void> {
  const { receipt } = details;
  return enqueueNoticeMails(ctx, tx, [
    {
      kind: 'payment_received',
      userId: payment.userId,
      path: caseLink(payment.consultationId),
      write: (_, language) =>
        TEXTS[language].paymentReceived({
          title: details.title,
          amount: formatRupeesToPaisa(payment.amountPaise),
          professionalName: details.professionalName,
          invoiceNumber: receipt.invoiceNumber,
        }),
      links: (language) => [
        {
          label: receipt.invoiceNumber
            ? TEXTS[language].invoice(receipt.invoiceNumber)
            : TEXTS[language].receipt(receipt.number),
          path: receiptPdfPath(receipt.id),
        },
      ],
      dedupeKey: `payment-received:${payment.id}`,
    },
  ]);
}

/** To the payer: a refund was booked (cancelled, withdrawn, a complaint upheld, an admin's). */
export async function queueRefundInitiatedMail(
  ctx: AppContext,
  tx: Transaction,
  refund: { id: string; paymentId: string; amountPaise: number },
  receipt: { id: string; number: string },
): Promise<void> {
  const [row] = await tx
    .select({
      userId: payments.userId,
      method: payments.method,
      consultationId: consultations.id,
      title: consultations.title,
    })
    .from(payments)
    .innerJoin(consultations, eq(consultations.id, payments.consultationId))
    .where(eq(payments.id, refund.paymentId));
  if (!row) return;
  const method: PaymentMethodKind | null = storedPaymentMethodKind(row.method);
  await enqueueNoticeMails(ctx, tx, [
    {
      kind: 'refund_initiated',
      userId: row.userId,
      path: caseLink(row.consultationId),
      write: (_, language) =>
        TEXTS[language].refundInitiated({
          title: row.title,
          amount: formatRupeesToPaisa(refund.amountPaise),
          timeline: refundTimelineText(language, method),
        }),
      links: (language) => [
        { label: TEXTS[language].receipt(receipt.number), path: receiptPdfPath(receipt.id) },
      ],
      dedupeKey: `refund-initiated:${refund.id}`,
    },
  ]);
}

/** To the professional: their payout request was recorded. */
export function queuePayoutRequestedMail(
  ctx: AppContext,
  tx: Transaction,
  payout: { id: string; professionalId: string; amountPaise: number },
): Promise<void> {
  return enqueueNoticeMails(ctx, tx, [
    {
      kind: 'payout_requested',
      userId: payout.professionalId,
      path: '/wallet',
      write: (_, language) =>
        TEXTS[language].payoutRequested(formatRupeesToPaisa(payout.amountPaise)),
      dedupeKey: `payout-requested:${payout.id}`,
    },
  ]);
}
