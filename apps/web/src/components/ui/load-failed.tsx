import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What shows where something could not be loaded, most often for the connection, with a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  return (
    <EmptyState
      title={title}
      description="Check your connection and try again."
      action={<Button onClick={() => onRetry()}>Try Again</Button>}
    />
  );
}
