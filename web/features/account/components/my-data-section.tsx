import { useStore } from '@nanostores/react';
import { Section } from '#web/components/ui/page.tsx';
import { DownloadButton } from '#web/lib/download-button.tsx';
import { accountMessages } from '#web/lib/i18n/locales/en/account.ts';
import { downloadMyData } from '../api/download-my-data.ts';

/** "Download my data": the account, memberships, changes and conversations as one file. */
export function MyDataSection() {
  const t = useStore(accountMessages);
  return (
    <Section title={t.myData} description={t.myDataDescription}>
      <DownloadButton
        download={downloadMyData}
        label={t.myDataDownload}
        pendingLabel={t.myDataPreparing}
        failedLabel={t.myDataFailed}
      />
    </Section>
  );
}
