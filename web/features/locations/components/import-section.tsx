import { useStore } from '@nanostores/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { FileField } from '#web/components/csv-import.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { transferMessages } from '#web/lib/i18n/locales/en/transfer.ts';
import { useImportLocation } from '../api/import-location.ts';

/** The server's answer names the field at fault (`items.3.name`): said beside its message. */
function refusalOf(error: unknown, fallback: string): string {
  const message = failureMessage(error, fallback);
  const details = (error as { details?: unknown }).details;
  const first = Array.isArray(details) ? (details[0] as { path?: unknown; message?: unknown }) : {};
  return typeof first?.path === 'string' && typeof first.message === 'string'
    ? `${first.path}: ${first.message}`
    : message;
}

/** "Import a location from a file": a file exported from Barback becomes a new location. */
export function ImportSection() {
  const t = useStore(transferMessages);
  const navigate = useNavigate();
  const importLocation = useImportLocation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (importLocation.isPending) return;
    if (!file) {
      setError(t.importChooseFile);
      return;
    }
    setError(null);
    let body: unknown;
    try {
      body = JSON.parse(await file.text()) as unknown;
    } catch {
      setError(t.importNotAFile);
      return;
    }
    try {
      const created = await importLocation.mutateAsync(body);
      await navigate(`/dashboard/${created.location_id}`);
    } catch (failure) {
      setError(refusalOf(failure, t.importFailed));
    }
  }

  return (
    <Section title={t.importTitle} description={t.importDescription} id="import-location">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {error && <FormAlert>{error}</FormAlert>}
        <FileField
          label={t.importFile}
          accept=".json,application/json"
          onFile={(event: ChangeEvent<HTMLInputElement>) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <SubmitButton
          pending={importLocation.isPending}
          pendingLabel={t.importing}
          variant="secondary"
          className="self-start"
        >
          {t.importSubmit}
        </SubmitButton>
      </form>
    </Section>
  );
}
