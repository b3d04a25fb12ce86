import { useT } from '@/i18n';
import { useExportConsultations } from '../../api/use-admin-consultations.ts';
import { useExportUsers } from '../../api/use-admin-users.ts';
import { DownloadButton } from '../download-button.tsx';

/** Export Consultations and Export Users: CSV files saved under the server's names. */
export function ConsultationExports() {
  const t = useT();
  const consultations = useExportConsultations();
  const users = useExportUsers();
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <DownloadButton pending={consultations.isPending} onClick={consultations.start}>
        {t('admin.consultations.export')}
      </DownloadButton>
      <DownloadButton pending={users.isPending} onClick={users.start}>
        {t('admin.users.export')}
      </DownloadButton>
    </div>
  );
}
