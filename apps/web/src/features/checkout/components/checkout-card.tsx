import type { ReactNode } from 'react';
import type { CheckoutOrder } from '@salahkar/domain/schemas/payments';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import type { useCheckout } from '../hooks/use-checkout.ts';

/** What each way of paying is given: the order, and the checkout that pays it. */
export interface CheckoutMethodProps {
  order: CheckoutOrder;
  checkout: ReturnType<typeof useCheckout>;
}

/** The card a way of paying is offered in: its icon and name, a line on how it works, its body. */
export function CheckoutCard({
  icon,
  title,
  description,
  className,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}
