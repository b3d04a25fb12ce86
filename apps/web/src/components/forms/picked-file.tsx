import { X, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { formatFileSize } from '@/lib/format.ts';

/** A file picked for sending: its kind's icon, its name and size, and a button taking it off. */
export function PickedFile({
  file,
  icon: Icon,
  removeLabel,
  disabled,
  onRemove,
}: {
  file: File;
  icon: LucideIcon;
  removeLabel: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center gap-2 rounded-md border border-border bg-muted/40 px-3 py-2 text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 flex-1 truncate" title={file.name}>
        {file.name}
      </span>
      <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 size-8"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
