import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { useT } from '@/i18n';

/** What shows where something could not be loaded, most often for the connection, with a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  const t = useT();
  return (
    <EmptyState
      title={title}
      description={t('common.loadFailed.description')}
      action={<Button onClick={() => onRetry()}>{t('common.loadFailed.retry')}</Button>}
    />
  );
}
