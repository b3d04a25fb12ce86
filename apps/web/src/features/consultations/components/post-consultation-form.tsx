import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { paiseToDecimalText } from '@salahkar/domain/money';
import type { CreateConsultationInput } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { DialogActions } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { errorMessageOf, fieldErrorOf } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import {
  usePostConsultation,
  type PostConsultationResult,
  type PostingStage,
} from '../api/use-post-consultation.ts';
import { useFeePreview } from '../hooks/use-fee-preview.ts';
import { DocumentPicker } from './document-picker.tsx';
import { FeeSection } from './fee-section.tsx';
import {
  EMPTY_POST_FORM,
  postConsultationFormSchema,
  type PostConsultationFormInput,
  type PostConsultationFormOutput,
} from './post-consultation-schema.ts';
import { PostCategorySuggestion } from './post-category-suggestion.tsx';
import { RequestBasicsFields } from './request-basics-fields.tsx';
import { UrgencyCards } from './urgency-cards.tsx';

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="text-base font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function postingMessage(stage: PostingStage, fileCount: number): string {
  if (stage === 'uploading') return t('consultations.post.uploading', { count: fileCount });
  return t('consultations.post.posting');
}

/** The form's fields a server refusal may name; it is then shown beside that field. */
const SERVER_CHECKED_FIELDS = [
  'title',
  'description',
  'category',
  'subcategory',
  'urgencyLevel',
  'customBudget',
] as const;

function announcePosted({ uploadError }: PostConsultationResult, successToast: boolean) {
  if (!uploadError) {
    if (!successToast) return;
    notify({
      title: t('consultations.post.posted'),
      description: t('consultations.post.postedDescription'),
      variant: 'success',
    });
    return;
  }
  notify({
    title: t('consultations.post.posted'),
    description: t('consultations.post.uploadFailedDescription', {
      reason: errorMessageOf(uploadError, t('consultations.post.uploadFailedReason')),
    }),
    variant: 'error',
  });
}

type PostConsultationFieldsProps = {
  onPosted: (result: PostConsultationResult) => void;
  /**
   * Also confirm a posting with the 'Consultation Posted' toast. Off where the screen that follows
   * already says so (the dashboard's highlighted card, the posted notice), so it is not said twice.
   */
  successToast?: boolean;
  onCancel: () => void;
  onPendingChange?: (pending: boolean) => void;
};

function PostConsultationFields({
  onPosted,
  successToast = false,
  onCancel,
  onPendingChange,
}: PostConsultationFieldsProps) {
  const { handleSubmit, reset, setError, formState } = useFormContext<
    PostConsultationFormInput,
    unknown,
    PostConsultationFormOutput
  >();
  const preview = useFeePreview();
  const [files, setFiles] = useState<File[]>([]);
  const post = usePostConsultation();
  const posting = post.isPending;
  const ready = formState.isValid && preview.range !== null;

  const onValid = (values: PostConsultationFormOutput) => {
    const { range, isOther } = preview;
    if (!range) return onInvalid();
    const request: CreateConsultationInput = {
      title: values.title,
      description: values.description,
      category: values.category,
      subcategory: values.subcategory,
      urgencyLevel: values.urgencyLevel,
      baseFeeAmount: paiseToDecimalText(range.minPaise),
      maxFeeAmount: paiseToDecimalText(range.maxPaise),
      ...(isOther && values.customBudget !== undefined
        ? { customBudget: String(values.customBudget) }
        : {}),
    };
    onPendingChange?.(true);
    post.mutate(
      { request, files },
      {
        onSuccess: (result) => {
          announcePosted(result, successToast);
          reset(EMPTY_POST_FORM);
          setFiles([]);
          onPosted(result);
        },
        onError: (error) => {
          const fieldError = fieldErrorOf(error, SERVER_CHECKED_FIELDS);
          if (fieldError) {
            setError(fieldError.field, { message: fieldError.message }, { shouldFocus: true });
            return;
          }
          notifyFailure(
            error,
            t('consultations.post.failed'),
            t('consultations.post.failedDescription'),
          );
        },
        onSettled: () => onPendingChange?.(false),
      },
    );
  };

  const onInvalid = () =>
    notify({
      title: t('consultations.post.invalidTitle'),
      description: t('consultations.post.invalidDescription'),
      variant: 'error',
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-6">
      <FormSection title={t('consultations.post.basicInformation')}>
        <RequestBasicsFields />
        <PostCategorySuggestion />
      </FormSection>
      <fieldset className="space-y-3">
        <legend className="mb-3 text-base font-semibold">
          {t('consultations.common.responseTimeAndPricing')}
        </legend>
        <UrgencyCards preview={preview} />
      </fieldset>
      <FormSection title={t('consultations.post.consultationFee')}>
        <FeeSection preview={preview} />
      </FormSection>
      <FormSection title={t('consultations.common.supportingDocuments')}>
        <DocumentPicker files={files} onChange={setFiles} disabled={posting} />
      </FormSection>

      <div className="space-y-2 border-t border-border pt-4">
        <div role="status" className="text-sm text-muted-foreground">
          {posting ? (
            <span className="flex items-center gap-2 text-primary">
              <Spinner />
              {postingMessage(post.stage, files.length)}
            </span>
          ) : (
            !ready && t('consultations.post.fillRequired')
          )}
        </div>
        <DialogActions
          cancelLabel={t('consultations.common.cancel')}
          pending={posting}
          onCancel={onCancel}
        >
          <Button type="submit" disabled={!ready} loading={posting}>
            {!posting && <Send aria-hidden="true" className="size-4" />}
            {posting ? t('consultations.post.postingButton') : t('consultations.post.submit')}
          </Button>
        </DialogActions>
      </div>
    </form>
  );
}

/**
 * The Post New Consultation form: basic information, response time and pricing, the fee, and
 * supporting documents. Post stays disabled until everything required is valid. `initialValues`
 * prefill it (a request the AI assistant drafted).
 */
export function PostConsultationForm({
  initialValues,
  ...props
}: PostConsultationFieldsProps & { initialValues?: Partial<PostConsultationFormInput> }) {
  const methods = useForm<PostConsultationFormInput, unknown, PostConsultationFormOutput>({
    resolver: zodResolver(postConsultationFormSchema),
    defaultValues: { ...EMPTY_POST_FORM, ...initialValues },
    mode: 'onTouched',
  });
  return (
    <FormProvider {...methods}>
      <PostConsultationFields {...props} />
    </FormProvider>
  );
}
