import { Dialog, DialogContent, type DialogState } from '@/components/ui/dialog.tsx';
import { msg, T, useT } from '@/i18n';
import { WorkflowIllustration } from './workflow-illustration.tsx';

const STEPS = [
  {
    title: msg('common.howItWorks.request.title'),
    text: msg('common.howItWorks.request.text'),
  },
  {
    title: msg('common.howItWorks.offers.title'),
    text: msg('common.howItWorks.offers.text'),
  },
  {
    title: msg('common.howItWorks.pay.title'),
    text: msg('common.howItWorks.pay.text'),
  },
  {
    title: msg('common.howItWorks.consult.title'),
    text: msg('common.howItWorks.consult.text'),
  },
] as const;

/** Help in the account menu: 'How the product works', the four steps drawn and told. */
export function HowItWorksDialog({ open, onOpenChange }: DialogState) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('common.howItWorks.title')}
        description={t('common.howItWorks.description')}
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
                  <span className="sr-only">
                    {t('common.howItWorks.stepNumber', { step: index + 1 })}{' '}
                  </span>
                  {t(step.title)}
                </p>
                <p className="text-sm text-muted-foreground">{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted-foreground">
          <T
            id="common.howItWorks.contact"
            components={{
              0: (
                <a
                  href="/contact"
                  className="rounded-sm font-medium text-primary hover:underline"
                />
              ),
            }}
          />
        </p>
      </DialogContent>
    </Dialog>
  );
}
