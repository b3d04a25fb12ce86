import { useId, useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '@salahkar/domain/schemas/admin-finance';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect, SelectOptions } from '@/components/ui/native-select.tsx';
import { useT } from '@/i18n';
import { useFinancialExport } from '../../api/use-admin-finance.ts';
import { DownloadButton } from '../download-button.tsx';

const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', pdf: 'PDF' };

/** Export the financial report as CSV (the default) or PDF. */
export function ExportFinancialReport() {
  const t = useT();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const download = useFinancialExport();
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="space-y-1.5">
        <Label htmlFor={id}>{t('admin.financial.reportFormat')}</Label>
        <NativeSelect
          id={id}
          value={format}
          disabled={download.isPending}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
        >
          <SelectOptions values={EXPORT_FORMATS} label={(value) => FORMAT_LABELS[value]} />
        </NativeSelect>
      </div>
      <DownloadButton pending={download.isPending} onClick={() => download.start(format)}>
        {t('admin.financial.exportReport')}
      </DownloadButton>
    </div>
  );
}
