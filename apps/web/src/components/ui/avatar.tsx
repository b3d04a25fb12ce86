import { useState } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * A round picture of a person, or their initials when there is no picture or it fails to load.
 * The picture is decorative (`alt=""`): whatever holds the avatar names the person.
 */
export function Avatar({
  src,
  fallback,
  className,
}: {
  src?: string | null;
  fallback: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;

  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground select-none',
        className,
      )}
    >
      {showImage && src ? (
        <img
          src={src}
          alt=""
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{fallback}</span>
      )}
    </span>
  );
}
