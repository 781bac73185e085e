import { useStore } from '@nanostores/react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { FileField } from '#web/components/csv-import.tsx';
import { ApiError } from '#web/lib/errors.ts';
import { failureMessage, fieldErrorsOf } from '#web/lib/form-errors.ts';
import { transferMessages } from '#web/lib/i18n/locales/en/transfer.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useImportLocation } from '../api/import-location.ts';

/**
 * What the import says when the server refuses the file, in the reader's language: its message
 * (contract/messages.ts, translated as a known message) beside the field at fault
 * (`items.3.name`); a file of another kind, another version or too large in the screen's words.
 */
function useRefusalOf(): (error: unknown) => string {
  const t = useStore(transferMessages);
  const known = useKnownMessage();
  return (error) => {
    // 413: past the size an import takes; 400: not JSON the server could read as a file.
    if (error instanceof ApiError && error.status === 413) return t.importTooLarge;
    if (error instanceof ApiError && error.status === 400) return t.importNotAFile;
    const first = fieldErrorsOf(error)[0];
    if (!first) return known(failureMessage(error, t.importFailed));
    if (first.path === '' || first.path === 'format') return t.importNotAFile;
    if (first.path === 'version') return t.importOtherVersion;
    if (first.path === 'file') return known(first.message);
    return t.importRefusal({ where: first.path, message: known(first.message) });
  };
}

/** "Import a location from a file": a file exported from Barback becomes a new location. */
export function ImportSection() {
  const t = useStore(transferMessages);
  const navigate = useNavigate();
  const importLocation = useImportLocation();
  const refusalOf = useRefusalOf();
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
      setError(refusalOf(failure));
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
