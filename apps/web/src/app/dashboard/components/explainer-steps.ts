import {
  CreditCard,
  FileText,
  MessageSquareText,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';
import { msg } from '@/i18n';

/** `title` and `description` are message ids. */
export type ExplainerStep = { title: string; description: string; icon: LucideIcon };

/** The four steps of a consultation, as the dashboard explains them to a signed-in user. */
export const EXPLAINER_STEPS: readonly ExplainerStep[] = [
  {
    title: msg('dashboard.explainer.submitted.title'),
    description: msg('dashboard.explainer.submitted.description'),
    icon: FileText,
  },
  {
    title: msg('dashboard.explainer.offers.title'),
    description: msg('dashboard.explainer.offers.description'),
    icon: MessagesSquare,
  },
  {
    title: msg('dashboard.explainer.pay.title'),
    description: msg('dashboard.explainer.pay.description'),
    icon: CreditCard,
  },
  {
    title: msg('dashboard.explainer.consult.title'),
    description: msg('dashboard.explainer.consult.description'),
    icon: MessageSquareText,
  },
];
