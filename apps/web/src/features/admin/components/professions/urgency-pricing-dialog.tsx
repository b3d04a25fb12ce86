import { useState } from 'react';
import { Clock } from 'lucide-react';
import type { AdminUrgencyPricing } from '@salahkar/domain/schemas/admin-catalog';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { useT } from '@/i18n';
import { formatRupeesFromRupees } from '@salahkar/domain/format';
import { useAdminUrgencyPricing } from '../../api/use-admin-catalog.ts';
import { UrgencyTierForm } from './urgency-tier-form.tsx';

function TierItem({ tier, onEdit }: { tier: AdminUrgencyPricing; onEdit: () => void }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{tier.displayName}</p>
          {!tier.isActive && <Badge>{t('admin.professions.inactive')}</Badge>}
        </div>
        <p className="flex items-center gap-1 text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          {tier.responseTime}
        </p>
        <p className="font-medium">
          {formatRupeesFromRupees(tier.minAmount)} – {formatRupeesFromRupees(tier.maxAmount)}
        </p>
        <p className="text-xs text-muted-foreground">{tier.description}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={t('admin.urgency.editName', { name: tier.displayName })}
        onClick={onEdit}
      >
        {t('admin.urgency.edit')}
      </Button>
    </li>
  );
}

/**
 * Urgency Pricing: the response-time tiers people choose from, each with its fee range. Medium
 * and urgent requests are priced by their tier's range; editing one applies to new requests.
 */
export function UrgencyPricingDialog({ open, onOpenChange }: DialogState) {
  const t = useT();
  const tiers = useAdminUrgencyPricing();
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = tiers.data?.find((tier) => tier.id === editingId);
  const close = (next: boolean) => {
    if (!next) setEditingId(null);
    onOpenChange(next);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title={
        editing
          ? t('admin.urgency.editTitle', { name: editing.displayName })
          : t('admin.professions.urgencyPricing')
      }
      description={editing ? t('admin.urgency.editDescription') : t('admin.urgency.description')}
    >
      {editing ? (
        <UrgencyTierForm key={editing.id} tier={editing} onDone={() => setEditingId(null)} />
      ) : (
        <ListState
          query={tiers}
          isEmpty={(tiers.data ?? []).length === 0}
          loadingLabel={t('admin.urgency.loading')}
          errorTitle={t('admin.urgency.loadFailed')}
          emptyText={t('admin.urgency.empty')}
        >
          <ul aria-label={t('admin.urgency.listLabel')} className="divide-y divide-border">
            {(tiers.data ?? []).map((tier) => (
              <TierItem key={tier.id} tier={tier} onEdit={() => setEditingId(tier.id)} />
            ))}
          </ul>
        </ListState>
      )}
    </DialogFrame>
  );
}
