import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { ImportResponse } from '#contract/inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { useImportItems } from '#web/lib/api/import-items.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { literal } from '../literal.ts';
import { previewCsv } from '../item-csv.ts';

interface ImportDialogProps {
  locationId: string;
  onClose: () => void;
}

function Answer({ answer }: { answer: ImportResponse }) {
  const t = useStore(inventoryMessages);
  if (answer.errors.length === 0) {
    return (
      <FormAlert tone="success">
        {t.imported({ created: answer.created, updated: answer.updated })}
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p className="font-medium">{t.nothingImported(answer.errors.length)}</p>
      <ul className="mt-2 list-disc pl-5">
        {answer.errors.map((error) => (
          <li key={`${error.row}-${error.message}`}>
            {error.row === 0
              ? t.headerError({ message: literal(error.message) })
              : t.rowError({ row: error.row, message: literal(error.message) })}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

/** CSV import: choose a file or paste, check the preview, send; all rows or none are written. */
export function ImportDialog({ locationId, onClose }: ImportDialogProps) {
  const t = useStore(inventoryMessages);
  const fileId = useId();
  const [text, setText] = useState('');
  const importItems = useImportItems(locationId);
  const preview = text.trim() ? previewCsv(text) : null;

  async function onFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const file = event.target.files?.[0];
    if (!file) return;
    importItems.reset();
    setText(await file.text());
  }

  return (
    <ModalDialog title={t.importTitle} onClose={onClose} size="lg">
      <p className="text-sm text-muted">{t.importHelp}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="font-medium">
          {t.csvFile}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void onFile(event)}
          className="min-h-11 text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface file:px-3 file:text-fg"
        />
      </div>
      <TextAreaField
        label={t.pasteCsv}
        rows={4}
        value={text}
        spellCheck={false}
        onChange={(event) => {
          importItems.reset();
          setText(event.target.value);
        }}
      />
      {preview?.problem && <FormAlert>{t[preview.problem]}</FormAlert>}
      {preview && !preview.problem && (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-sm text-muted">
            {preview.total > preview.rows.length
              ? t.rowsToImportFirstShown({ total: preview.total, shown: preview.rows.length })
              : t.rowsToImport(preview.total)}
            {preview.ignored.length > 0 &&
              ` ${t.ignoredColumns({ columns: literal(preview.ignored.join(', ')) })}`}
          </p>
          <div
            className="relative overflow-x-auto"
            role="region"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it
            tabIndex={0}
            aria-label={t.previewRegion}
          >
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t.previewCaption}</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="p-2">
                    {t.row}
                  </th>
                  {preview.columns.map((column) => (
                    <th key={column} scope="col" className="p-2">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row, index) => (
                  <tr key={index} className="border-b border-border">
                    <th scope="row" className="p-2 font-normal">
                      {index + 1}
                    </th>
                    {preview.columns.map((column) => (
                      <td key={column} className="p-2">
                        {row[column]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {importItems.data && <Answer answer={importItems.data} />}
      {importItems.isError && (
        <FormAlert>{failureMessage(importItems.error, t.importFailed)}</FormAlert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          disabled={!preview || Boolean(preview.problem)}
          aria-disabled={importItems.isPending || undefined}
          onClick={() => {
            if (!importItems.isPending) importItems.mutate({ location_id: locationId, csv: text });
          }}
        >
          {importItems.isPending ? t.importing : preview ? t.importRows(preview.total) : t.import}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {importItems.data?.errors.length === 0 ? t.done : t.cancel}
        </Button>
      </div>
    </ModalDialog>
  );
}
