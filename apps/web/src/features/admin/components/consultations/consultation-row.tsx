import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { displayNameOf } from '@salahkar/domain/format';
import { ADMIN_DESCRIPTION_PREVIEW_LENGTH } from '@salahkar/domain/limits';
import type { AdminConsultation } from '@salahkar/domain/schemas/admin-consultations';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ConsultationStatusBadge } from '@/components/consultation/consultation-badges.tsx';
import { Fact } from '@/components/consultation/consultation-facts.tsx';
import { SpecializationName } from '@/components/consultation/specialization-name.tsx';
import { categoryLabel, useT } from '@/i18n';
import { formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useChatDownload } from '../../api/use-admin-consultations.ts';
import { DownloadButton } from '../download-button.tsx';
import { ConsultationViewDialog } from './consultation-view-dialog.tsx';
import { ReopenActions } from './reopen-actions.tsx';

/** The first 100 characters of a description (docs/product/rulings.md, R-37), with an ellipsis when cut. */
export function truncateDescription(text: string): string {
  return text.length > ADMIN_DESCRIPTION_PREVIEW_LENGTH
    ? `${text.slice(0, ADMIN_DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…`
    : text;
}

function ChatDownloadButton({ consultationId }: { consultationId: string }) {
  const t = useT();
  const download = useChatDownload(consultationId);
  return (
    <DownloadButton size="sm" pending={download.isPending} onClick={download.start}>
      {t('admin.consultations.download')}
    </DownloadButton>
  );
}

/** One consultation in an admin list: its facts, the people, the money and what an admin can do. */
export function AdminConsultationRow({ consultation }: { consultation: AdminConsultation }) {
  const t = useT();
  const [viewing, setViewing] = useState(false);
  const { professional } = consultation;
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{consultation.title}</h3>
          <p className="text-sm break-words text-muted-foreground">
            {truncateDescription(consultation.description)}
          </p>
        </div>
        <ConsultationStatusBadge status={consultation.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        <Fact label={t('admin.consultations.user')}>{displayNameOf(consultation.user)}</Fact>
        <Fact label={t('admin.consultations.professional')}>
          {professional ? displayNameOf(professional) : t('admin.consultations.notAssigned')}
        </Fact>
        <Fact label={t('admin.consultations.amount')}>
          {formatRupeeText(consultation.feeAmount)}
        </Fact>
        <Fact label={t('admin.consultations.created')}>
          {formatIstDateTime(consultation.createdAt)}
        </Fact>
        <Fact label={t('admin.consultations.category')}>
          {categoryLabel(consultation.category)} ·{' '}
          <SpecializationName category={consultation.category} name={consultation.subcategory} />
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setViewing(true)}>
          <MessageSquare aria-hidden="true" className="size-4" />
          {t('admin.consultations.viewChat')}
        </Button>
        <ChatDownloadButton consultationId={consultation.id} />
        {consultation.abilities.decideReopen && <ReopenActions consultation={consultation} />}
      </div>
      <Dialog open={viewing} onOpenChange={setViewing}>
        {viewing && <ConsultationViewDialog consultation={consultation} />}
      </Dialog>
    </li>
  );
}
