import type { ReactElement, ReactNode } from 'react';
import {
  COMPLAINT_RESOLUTION_HOURS,
  COMPLAINT_WINDOW_MS,
  REOPEN_WINDOW_MS,
} from '@salahkar/domain/limits';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion.tsx';
import { msg, T, useT } from '@/i18n';

const HOUR_MS = 60 * 60 * 1000;
const REOPEN_HOURS = REOPEN_WINDOW_MS / HOUR_MS;
const COMPLAINT_DAYS = COMPLAINT_WINDOW_MS / (24 * HOUR_MS);

/** A policy page; `T` puts the translated link text in as its children. */
function PolicyLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a
      href={href}
      className="rounded-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
    </a>
  );
}

/**
 * The six common questions: the key of each (for the accordion), its question's id and its
 * answer's id, with the links its tags stand for and the values it quotes.
 */
const QUESTIONS: {
  key: string;
  question: string;
  answer: string;
  components?: Record<string, ReactElement>;
  values?: Record<string, number>;
}[] = [
  {
    key: 'book',
    question: msg('contact.faq.book.question'),
    answer: msg('contact.faq.book.answer'),
  },
  {
    key: 'payments',
    question: msg('contact.faq.payments.question'),
    answer: msg('contact.faq.payments.answer'),
  },
  {
    key: 'refund',
    question: msg('contact.faq.refund.question'),
    answer: msg('contact.faq.refund.answer'),
    components: { 0: <PolicyLink href="/cancellation-refund" /> },
  },
  {
    key: 'become',
    question: msg('contact.faq.become.question'),
    answer: msg('contact.faq.become.answer'),
  },
  {
    key: 'unsatisfied',
    question: msg('contact.faq.unsatisfied.question'),
    answer: msg('contact.faq.unsatisfied.answer'),
    values: {
      reopenHours: REOPEN_HOURS,
      queryDays: COMPLAINT_DAYS,
      resolutionHours: COMPLAINT_RESOLUTION_HOURS,
    },
  },
  {
    key: 'security',
    question: msg('contact.faq.security.question'),
    answer: msg('contact.faq.security.answer'),
    components: { 0: <PolicyLink href="/privacy" /> },
  },
];

/** The six common questions, as an accordion (one open at a time). */
export function ContactFaq() {
  const t = useT();
  return (
    <Accordion type="single" collapsible className="rounded-xl border border-border bg-card px-5">
      {QUESTIONS.map(({ key, question, answer, components, values }) => (
        <AccordionItem key={key} value={key}>
          <AccordionTrigger>{t(question)}</AccordionTrigger>
          <AccordionContent>
            <T id={answer} components={components} values={values} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
