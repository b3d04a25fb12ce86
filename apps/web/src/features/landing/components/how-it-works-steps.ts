import {
  CreditCard,
  FileText,
  MessageSquareText,
  MessagesSquare,
  type LucideIcon,
} from 'lucide-react';

export type HowItWorksStep = { title: string; description: string; icon: LucideIcon };

/** The four steps of a consultation (docs/product/rulings.md, R-36), as the landing carousel tells them. */
export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    title: 'Request Submitted',
    description:
      'Choose a category and describe what you need. Your request reaches verified professionals in that field.',
    icon: FileText,
  },
  {
    title: 'Counter Offers',
    description:
      'Professionals review your request and send counter offers with their price and a message.',
    icon: MessagesSquare,
  },
  {
    title: 'Choose & Pay',
    description:
      'Select the best offer and pay securely by card or UPI. Your payment is held until the consultation is complete.',
    icon: CreditCard,
  },
  {
    title: 'Get Consultation',
    description:
      'Chat with your expert, share documents and meet on video until your question is answered.',
    icon: MessageSquareText,
  },
];
