import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/**
 * The outlined button that starts an admin download (an export, a chat transcript): its spinner
 * stands where the download icon was while the file comes.
 */
export function DownloadButton({
  pending,
  onClick,
  size,
  children,
}: {
  pending: boolean;
  onClick: () => void;
  size?: 'sm';
  children: ReactNode;
}) {
  return (
    <Button variant="outline" size={size} loading={pending} onClick={onClick}>
      {!pending && <Download aria-hidden="true" className="size-4" />}
      {children}
    </Button>
  );
}
