import type { RequestDraft } from '@salahkar/domain/schemas/assistant';
import { AssistantDialog } from '@/features/assistant/dialog.ts';
import { PostConsultationDialog } from '@/features/consultations/dialogs.ts';

/** The post form a draft of the assistant opens, prefilled with it. */
function postDraft(draft: RequestDraft, close: () => void) {
  return (
    <PostConsultationDialog
      open
      onOpenChange={(isOpen) => !isOpen && close()}
      initialValues={{
        title: draft.title,
        description: draft.description,
        category: draft.category,
        subcategory: draft.subcategory ?? '',
      }}
    />
  );
}

/**
 * The assistant's chat dialog with the way from a clear need to a posted request: the app
 * composes the assistant and the consultations' post form, which do not import each other.
 */
export function AssistantWithPostDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return <AssistantDialog open={open} onOpenChange={onOpenChange} postDraft={postDraft} />;
}
