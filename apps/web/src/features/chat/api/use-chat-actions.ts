import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessageView } from '@salahkar/domain/schemas/chat';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { notify } from '@/components/ui/toaster.tsx';
import { msg, t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { addMessage } from './use-messages.ts';

const CONSULTATIONS_URL = '/api/consultations';
const consultationKey = (id: string) => [CONSULTATIONS_URL, id] as const;

// The lists a status change moves a case between, by the URLs that are their query keys.
const CASE_LISTS = [
  CONSULTATIONS_URL,
  '/api/stats/user',
  '/api/consultations/accepted',
  '/api/professional/pending-actions',
  '/api/professional/completed-consultations',
  '/api/professional/stats',
];

function refreshCaseLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(CASE_LISTS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })));
}

/** GET /api/consultations/{id}: the case the dialog is about, with what the reader may do. */
export function useChatConsultation(consultationId: string) {
  // Read afresh on every opening: the status and the reopen window decide what the dialog offers.
  return useQuery<Consultation>({ queryKey: consultationKey(consultationId), staleTime: 0 });
}

/** The first message moves an assigned case to in progress: its badge and lists follow. */
function afterSend(queryClient: QueryClient, message: ChatMessageView): Promise<unknown> | void {
  addMessage(queryClient, message);
  const cached = queryClient.getQueryData<Consultation>(consultationKey(message.consultationId));
  if (cached?.status === 'assigned') return refreshCaseLists(queryClient);
}

/** POST /api/consultations/{id}/messages. */
export function useSendMessage(consultationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<ChatMessageView>('POST', `${CONSULTATIONS_URL}/${consultationId}/messages`, {
        message,
      }),
    onSuccess: (message) => afterSend(queryClient, message),
    onError: (error) => notifyFailure(error, t('chat.toast.sendFailed'), t('chat.toast.tryAgain')),
  });
}

/** POST /api/consultations/{id}/messages/upload: one file, with optional text. */
export function useSendFile(consultationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, message }: { file: File; message: string }) => {
      const form = new FormData();
      // The text goes before the file: the server reads the fields that precede the file part.
      if (message) form.append('message', message);
      form.append('file', file, file.name);
      return apiRequest<ChatMessageView>(
        'POST',
        `${CONSULTATIONS_URL}/${consultationId}/messages/upload`,
        form,
      );
    },
    onSuccess: (message) => afterSend(queryClient, message),
    onError: (error) =>
      notifyFailure(error, t('chat.toast.sendFileFailed'), t('chat.toast.tryAgain')),
  });
}

/**
 * A status step the chat offers, as the case's path after `/api/consultations/{id}/`, the toast
 * that confirms it and the one that reports its failure.
 */
interface CaseStep {
  path: 'close' | 'reopen';
  doneTitle: string;
  doneDescription: string;
  failed: string;
}

/** Takes the step, confirms it and moves the case between the lists its new status puts it in. */
function useCaseStep(consultationId: string, step: CaseStep) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `${CONSULTATIONS_URL}/${consultationId}/${step.path}`),
    onSuccess: () => {
      notify({
        title: t(step.doneTitle),
        description: t(step.doneDescription),
        variant: 'success',
      });
      return refreshCaseLists(queryClient);
    },
    onError: (error) => notifyFailure(error, t(step.failed), t('chat.toast.tryAgain')),
  });
}

/** POST /api/consultations/{id}/close: the assigned professional's Mark as Resolved. */
export function useMarkResolved(consultationId: string) {
  return useCaseStep(consultationId, {
    path: 'close',
    doneTitle: msg('chat.toast.closedTitle'),
    doneDescription: msg('chat.toast.closedDescription'),
    failed: msg('chat.toast.closeFailed'),
  });
}

/** POST /api/consultations/{id}/reopen: the owner's Reopen Case, within 24 hours of closing. */
export function useRequestReopen(consultationId: string) {
  return useCaseStep(consultationId, {
    path: 'reopen',
    doneTitle: msg('chat.toast.reopenTitle'),
    doneDescription: msg('chat.toast.reopenDescription'),
    failed: msg('chat.toast.reopenFailed'),
  });
}
