import type { ReactNode } from 'react';
import {
  PROFESSIONAL_REVIEW_TIME_TEXT,
  QUERY_RESOLUTION_HOURS,
  QUERY_WINDOW_MS,
  REOPEN_WINDOW_MS,
} from '@salahkar/domain/limits';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion.tsx';

const HOUR_MS = 60 * 60 * 1000;
const REOPEN_HOURS = REOPEN_WINDOW_MS / HOUR_MS;
const QUERY_DAYS = QUERY_WINDOW_MS / (24 * HOUR_MS);

function PolicyLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </a>
  );
}

const QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How do I book a consultation?',
    answer:
      'Sign in or create a free account, choose Get Consultation, pick the field and specialization, describe what you need and choose how urgent it is. Verified professionals in that field send you counter offers; you accept the one that suits you and pay to start.',
  },
  {
    question: 'How do payments work?',
    answer:
      'You pay when you accept an offer, by card or UPI through a secure payment gateway; Salahkar never sees your card details. Your payment is held until the consultation is completed and only then released to the professional.',
  },
  {
    question: 'Can I get a refund?',
    answer: (
      <>
        Yes. You get a full refund if you cancel before the professional first replies, if the
        professional withdraws, or if our team upholds a query you raise. Refunds reach you in 5–7
        business days (1–3 days for UPI and wallets). Read the{' '}
        <PolicyLink href="/cancellation-refund">Cancellation &amp; Refund Policy</PolicyLink> for
        the details.
      </>
    ),
  },
  {
    question: 'How do I become a professional on Salahkar?',
    answer: `Register as a professional, or apply from your dashboard, with your field, experience and a short bio. Our team verifies every application before the account is activated, usually within ${PROFESSIONAL_REVIEW_TIME_TEXT}, and we email you once you are approved.`,
  },
  {
    question: 'What if I am not satisfied with a consultation?',
    answer: `When a professional closes your case you have ${REOPEN_HOURS} hours to ask for it to be reopened. After completion you can raise a query within ${QUERY_DAYS} days, giving your reason; our team reviews it within ${QUERY_RESOLUTION_HOURS} hours and may move your case to another professional or refund you.`,
  },
  {
    question: 'Is my information secure?',
    answer: (
      <>
        Yes. Passwords are stored only as secure hashes, your session lives in a protected cookie,
        and the documents you share are visible only to you, the professional on your case and our
        administrators. Payments are handled by the payment gateway. Read our{' '}
        <PolicyLink href="/privacy">Privacy Policy</PolicyLink> to learn more.
      </>
    ),
  },
];

/** The six common questions, as an accordion (one open at a time). */
export function ContactFaq() {
  return (
    <Accordion type="single" collapsible className="rounded-xl border border-border bg-card px-5">
      {QUESTIONS.map(({ question, answer }) => (
        <AccordionItem key={question} value={question}>
          <AccordionTrigger>{question}</AccordionTrigger>
          <AccordionContent>{answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
