/**
 * Grey cards in the shape of a list's rows while it loads, so the page keeps its layout instead
 * of showing a lone spinner; screen readers hear the label once.
 */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="animate-pulse space-y-2 rounded-lg border border-border p-3 motion-reduce:animate-none"
        >
          <div className="h-4 w-2/3 rounded bg-muted" />
          <div className="h-3 w-1/2 rounded bg-muted" />
          <div className="h-8 w-24 rounded-md bg-muted" />
        </div>
      ))}
    </div>
  );
}
