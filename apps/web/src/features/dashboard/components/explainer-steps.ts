import {
  CreditCard,
  FileText,
  MessageSquareText,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';

export type ExplainerStep = { title: string; description: string; icon: LucideIcon };

/** The four steps of a consultation, as the dashboard explains them to a signed-in user. */
export const EXPLAINER_STEPS: readonly ExplainerStep[] = [
  {
    title: 'Request Submitted',
    description:
      'Press Get Consultation, choose a professional type and describe what you need. Your request reaches verified professionals in that field.',
    icon: FileText,
  },
  {
    title: 'Counter Offers',
    description:
      'Professionals send counter offers with their price and a message. Compare them under Counter Offers.',
    icon: MessagesSquare,
  },
  {
    title: 'Choose & Pay',
    description:
      'Accept the offer that suits you and pay securely by card or UPI. Your payment is held until the consultation is complete.',
    icon: CreditCard,
  },
  {
    title: 'Get Consultation',
    description:
      'Chat with your expert under Active Chat, share documents, and rate them when you are done.',
    icon: MessageSquareText,
  },
];
