import { useState } from 'react';
import { Banknote } from 'lucide-react';
import { MIN_PAYOUT_PAISE, rupeesToPaise } from '@salahkar/domain/money';
import { ProfessionalPage } from '@/components/layout/professional-page.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';
import { useWallet } from '../api/use-wallet.ts';
import { PayoutList } from './payout-list.tsx';
import { RequestPayoutDialog } from './request-payout-dialog.tsx';
import { WalletFigures } from './wallet-balances.tsx';
import { WalletMovements } from './wallet-movements.tsx';

function BalanceCard({ balancePaise }: { balancePaise: number }) {
  const t = useT();
  const [requesting, setRequesting] = useState(false);
  const canRequest = balancePaise >= MIN_PAYOUT_PAISE;
  return (
    <Card className="flex flex-col justify-between gap-4 bg-primary-soft p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">{t('wallet.balance.available')}</p>
          <p className="mt-1 text-4xl font-semibold tracking-tight text-primary">
            {formatRupees(balancePaise)}
          </p>
        </div>
        <Banknote aria-hidden="true" className="size-8 text-primary" />
      </div>
      <div className="space-y-2">
        <Button disabled={!canRequest} onClick={() => setRequesting(true)}>
          {t('wallet.request.title')}
        </Button>
        <p className="text-xs text-muted-foreground">
          {canRequest
            ? t('wallet.balance.transferred')
            : t('wallet.balance.minimum', { amount: formatRupees(MIN_PAYOUT_PAISE) })}
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
  const t = useT();
  const wallet = useWallet();
  if (wallet.isPending) return <Spinner label={t('wallet.loading')} className="size-6" />;
  if (wallet.isError) {
    return <LoadFailed title={t('wallet.loadFailed')} onRetry={wallet.refetch} />;
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
  const t = useT();
  return (
    <ProfessionalPage
      name="wallet"
      back={t('wallet.back')}
      title={t('wallet.title')}
      intro={t('wallet.intro')}
      denied={t('wallet.denied')}
      notApproved={{ title: t('wallet.none.title'), description: t('wallet.none.description') }}
    >
      <WalletBody />
    </ProfessionalPage>
  );
}
