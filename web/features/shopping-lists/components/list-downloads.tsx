import { useStore } from '@nanostores/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { ListWithItems } from '#contract/shopping-lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { downloadExport } from '../api/download-export.ts';
import type { ExportFormat } from '../api/download-export.ts';
import { notifyFailure } from '#web/lib/notify-failure.ts';

/** The list as a PDF or a CSV file, one download at a time. */
export function ListDownloads({ list }: { list: ListWithItems }) {
  const t = useStore(shoppingMessages);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  async function download(format: ExportFormat): Promise<void> {
    setBusy(format);
    try {
      await downloadExport(list.id, format, list.name);
    } catch (error) {
      notifyFailure(error, t.downloadFailed({ format: format.toUpperCase() }));
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          aria-disabled={busy !== null || undefined}
          onClick={() => {
            if (busy === null) void download(format);
          }}
        >
          <Download aria-hidden="true" className="size-5" />
          {busy === format ? t.downloading : t.download({ format: format.toUpperCase() })}
        </Button>
      ))}
    </>
  );
}
