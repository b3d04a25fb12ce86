import {
  CreditCard,
  FileText,
  MessageSquareText,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import { msg } from '@/i18n';

/** `title` and `description` are message ids. */
export type HowItWorksStep = { title: string; description: string; icon: LucideIcon };

/** The four steps of a consultation (docs/product/rulings.md, R-36), as the landing carousel tells them. */
export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    title: msg('landing.how.request.title'),
    description: msg('landing.how.request.description'),
    icon: FileText,
  },
  {
    title: msg('landing.how.offers.title'),
    description: msg('landing.how.offers.description'),
    icon: MessagesSquare,
  },
  {
    title: msg('landing.how.pay.title'),
    description: msg('landing.how.pay.description'),
    icon: CreditCard,
  },
  {
    title: msg('landing.how.consult.title'),
    description: msg('landing.how.consult.description'),
    icon: MessageSquareText,
  },
];
