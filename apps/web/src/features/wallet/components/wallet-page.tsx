import { useState } from 'react';
import { Banknote } from 'lucide-react';
import { rupeesToPaise } from '@salahkar/domain/money';
import { BackLink } from '@/components/layout/back-link.tsx';
import { AccessDenied } from '@/components/layout/access-denied.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrentUser } from '@/features/auth';
import { formatRupees } from '@/lib/format.ts';
import { useWallet } from '../api/use-wallet.ts';
import { PayoutList } from './payout-list.tsx';
import { MIN_PAYOUT_PAISE, RequestPayoutDialog } from './request-payout-dialog.tsx';
import { WalletFigures } from './wallet-balances.tsx';
import { WalletMovements } from './wallet-movements.tsx';

function BalanceCard({ balancePaise }: { balancePaise: number }) {
  const [requesting, setRequesting] = useState(false);
  const canRequest = balancePaise >= MIN_PAYOUT_PAISE;
  return (
    <Card className="flex flex-col justify-between gap-4 bg-primary-soft p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Available balance</p>
          <p className="mt-1 text-4xl font-semibold tracking-tight text-primary">
            {formatRupees(balancePaise)}
          </p>
        </div>
        <Banknote aria-hidden="true" className="size-8 text-primary" />
      </div>
      <div className="space-y-2">
        <Button disabled={!canRequest} onClick={() => setRequesting(true)}>
          Request Payout
        </Button>
        <p className="text-xs text-muted-foreground">
          {canRequest
            ? 'Transferred to your bank account by our team.'
            : `Payouts start at ${formatRupees(MIN_PAYOUT_PAISE)}.`}
        </p>
      </div>
      {canRequest && (
        <RequestPayoutDialog
          balancePaise={balancePaise}
          open={requesting}
          onOpenChange={setRequesting}
        />
      )}
    </Card>
  );
}

function WalletBody() {
  const wallet = useWallet();
  if (wallet.isPending) return <Spinner label="Loading your wallet…" className="size-6" />;
  if (wallet.isError) {
    return <LoadFailed title="Could not load your wallet" onRetry={wallet.refetch} />;
  }
  return (
    <div className="space-y-6">
      <div className="grid gap-3 lg:grid-cols-[1fr_2fr]">
        <BalanceCard balancePaise={rupeesToPaise(wallet.data.balance)} />
        <WalletFigures wallet={wallet.data} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <WalletMovements />
        <PayoutList />
      </div>
    </div>
  );
}

/** /wallet: a professional's balance, earnings, movements and payouts. */
export function WalletPage() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'professional') {
    return <AccessDenied reason="The wallet is available to professionals only." />;
  }
  return (
    <section aria-labelledby="wallet-heading" className="space-y-4">
      <BackLink to="/">Back to Dashboard</BackLink>
      <h1 id="wallet-heading" className="text-2xl font-semibold sm:text-3xl">
        Wallet
      </h1>
      <p className="text-muted-foreground">
        Your share of each fee reaches your wallet when its consultation completes; Salahkar keeps
        its commission.
      </p>
      {user.isApproved ? (
        <WalletBody />
      ) : (
        <EmptyState
          title="No wallet yet"
          description="Once an admin approves your account and you complete cases, your earnings show here."
        />
      )}
    </section>
  );
}
