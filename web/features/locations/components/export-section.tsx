import { useStore } from '@nanostores/react';
import type { LocationRef } from '#contract/auth.ts';
import { Section } from '#web/components/ui/page.tsx';
import { DownloadButton } from '#web/lib/download-button.tsx';
import { transferMessages } from '#web/lib/i18n/locales/en/transfer.ts';
import { downloadLocation } from '../api/download-location.ts';

/** "Export this location" (owners): everything in it as one file. */
export function ExportSection({ location }: { location: LocationRef }) {
  const t = useStore(transferMessages);
  return (
    <Section title={t.exportTitle} description={t.exportDescription} id="export-location">
      <DownloadButton
        download={() => downloadLocation(location.id)}
        label={t.exportDownload}
        pendingLabel={t.exportPreparing}
        failedLabel={t.exportFailed}
      />
    </Section>
  );
}
