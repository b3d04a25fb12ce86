import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { WorkflowIllustration } from './workflow-illustration.tsx';

const STEPS = [
  {
    title: 'Request Submitted',
    text: 'Choose a category and describe what you need. Verified professionals in that field see your request.',
  },
  {
    title: 'Counter Offers',
    text: 'Professionals reply with counter offers: their price and a short message.',
  },
  {
    title: 'Choose & Pay',
    text: 'Pick the offer that suits you and pay securely by UPI or card. The money is held until your consultation is complete.',
  },
  {
    title: 'Get Consultation',
    text: 'Chat with your expert, share documents and meet on video until your question is answered.',
  },
] as const;

/** Help in the account menu: 'How the product works', the four steps drawn and told. */
export function HowItWorksDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="How the product works"
        description="From your question to an expert's answer in four steps."
        className="sm:max-w-xl"
      >
        <WorkflowIllustration className="mb-5 w-full" />
        <ol className="space-y-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">
          Salahkar is not for emergencies. Still have a question?{' '}
          <a href="/contact" className="rounded-sm font-medium text-primary hover:underline">
            Contact us
          </a>
          .
        </p>
      </DialogContent>
    </Dialog>
  );
}
