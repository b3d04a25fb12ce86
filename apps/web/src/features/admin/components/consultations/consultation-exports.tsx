import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { useExportConsultations } from '../../api/use-admin-consultations.ts';
import { useExportUsers } from '../../api/use-admin-users.ts';

/** Export Consultations and Export Users: CSV files saved under the server's names. */
export function ConsultationExports() {
  const t = useT();
  const consultations = useExportConsultations();
  const users = useExportUsers();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button
        variant="outline"
        loading={consultations.isPending}
        onClick={consultations.exportConsultations}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('admin.consultations.export')}
      </Button>
      <Button variant="outline" loading={users.isPending} onClick={users.exportUsers}>
        <Download aria-hidden="true" className="size-4" />
        {t('admin.users.export')}
      </Button>
    </div>
  );
}
