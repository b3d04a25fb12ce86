import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-card text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('space-y-1.5 p-5 pb-3 sm:p-6 sm:pb-3', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

/**
 * The usual card: a heading (an icon before its title when given), a line on what it holds, an
 * optional action beside them (a link, a filter, an export), then `children`.
 */
export function TitledCard({
  title,
  description,
  icon,
  action,
  contentClassName,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  const heading = (
    <>
      <CardTitle
        className={icon ? 'flex items-center gap-2 [&_svg]:size-5 [&_svg]:text-primary' : undefined}
      >
        {icon}
        {title}
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <Card>
      <CardHeader>
        {action ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="space-y-1.5">{heading}</div>
            {action}
          </div>
        ) : (
          heading
        )}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/**
 * A card holding one part of a page under a small heading. With `regionId` the card is a region
 * named by its heading, so assistive technology lists it among the page's landmarks.
 */
export function SectionCard({
  title,
  regionId,
  contentClassName,
  children,
}: {
  title: ReactNode;
  regionId?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card role={regionId ? 'region' : undefined} aria-labelledby={regionId}>
      <CardHeader>
        <CardTitle id={regionId} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
