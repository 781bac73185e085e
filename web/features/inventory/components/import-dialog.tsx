import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import type { ImportResponse } from '#contract/inventory.ts';
import { IMPORT_COLUMNS } from '#contract/items-csv.ts';
import {
  FileField,
  ImportActions,
  PreviewTable,
  RowErrorList,
} from '#web/components/csv-import.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { useImportItems } from '#web/lib/api/import-items.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
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
      <RowErrorList
        errors={answer.errors}
        describe={(error) =>
          error.row === 0
            ? t.headerError({ message: error.message })
            : t.rowError({ row: error.row, message: error.message })
        }
      />
    </FormAlert>
  );
}

/** CSV import: choose a file or paste, check the preview, send; all rows or none are written. */
export function ImportDialog({ locationId, onClose }: ImportDialogProps) {
  const t = useStore(inventoryMessages);
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
      <p className="text-sm text-muted">
        {t.importHelp({ columns: IMPORT_COLUMNS.filter((column) => column !== 'name').join(', ') })}
      </p>
      <p className="text-sm text-muted">{t.importCellFormats}</p>
      <FileField label={t.csvFile} accept=".csv,text/csv" onFile={(event) => void onFile(event)} />
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
              ` ${t.ignoredColumns({ columns: preview.ignored.join(', ') })}`}
          </p>
          <PreviewTable
            columns={preview.columns.map((column) => ({ key: column, label: column }))}
            rows={preview.rows}
            words={{ region: t.previewRegion, caption: t.previewCaption, row: t.row }}
          />
        </div>
      )}
      {importItems.data && <Answer answer={importItems.data} />}
      {importItems.isError && (
        <FormAlert>{failureMessage(importItems.error, t.importFailed)}</FormAlert>
      )}
      <ImportActions
        importLabel={
          importItems.isPending ? t.importing : preview ? t.importRows(preview.total) : t.import
        }
        ready={Boolean(preview) && !preview?.problem}
        pending={importItems.isPending}
        onImport={() => importItems.mutate({ location_id: locationId, csv: text })}
        closeLabel={importItems.data?.errors.length === 0 ? t.done : t.cancel}
        onClose={onClose}
      />
    </ModalDialog>
  );
}
