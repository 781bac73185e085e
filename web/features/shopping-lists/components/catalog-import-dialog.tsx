import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { VENDOR_BULK_MAX_ROWS } from '#contract/vendors.ts';
import type { CatalogImportResponse } from '#contract/catalog-import.ts';
import {
  FileField,
  ImportActions,
  PreviewTable,
  RowErrorList,
} from '#web/components/csv-import.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { vendorsMessages } from '#web/lib/i18n/locales/en/vendors.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useImportCatalog } from '../api/import-catalog.ts';
import {
  CATALOG_FIELD_LABELS,
  CATALOG_FIELDS,
  catalogRows,
  guessMapping,
  mappedRow,
  mappingProblem,
  parseCatalogFile,
  PREVIEW_ROWS,
} from '../catalog-csv.ts';
import type { CatalogFile, ColumnMapping } from '../catalog-csv.ts';

interface CatalogImportDialogProps {
  locationId: string;
  vendorId: string;
  vendorName: string;
  onClose: () => void;
}

function Result({
  answer,
  rows,
}: {
  answer: CatalogImportResponse;
  rows: Record<string, string>[];
}) {
  const t = useStore(vendorsMessages);
  const known = useKnownMessage();
  // A tally, one count a part: "1 created, 1 updated, 1 row not imported."
  const tally = [
    t.created(answer.created),
    t.updated(answer.updated),
    answer.unchanged > 0 && t.unchanged(answer.unchanged),
    answer.errors.length > 0 && t.notImported(answer.errors.length),
  ].filter(Boolean);
  return (
    <div className="flex flex-col gap-2">
      <FormAlert tone={answer.errors.length === 0 ? 'success' : 'error'}>
        <p className="font-medium">{`${tally.join(', ')}.`}</p>
        {answer.errors.length > 0 && (
          <RowErrorList
            errors={answer.errors}
            describe={(error) => {
              const name = rows[error.row - 1]?.name;
              // The server's words, translated when they are a known validation message.
              const message = known(error.message);
              if (error.row < 1) return t.fileError({ message });
              return name
                ? t.namedRowError({ row: error.row, name, message })
                : t.rowError({ row: error.row, message });
            }}
          />
        )}
      </FormAlert>
    </div>
  );
}

/**
 * A vendor's price list from a CSV file: read in the browser, its columns matched to the
 * catalogue's fields (guessed from their names, then corrected by the person), the first rows
 * previewed as they will be read; good rows are written, bad ones reported.
 */
export function CatalogImportDialog({
  locationId,
  vendorId,
  vendorName,
  onClose,
}: CatalogImportDialogProps) {
  const t = useStore(vendorsMessages);
  const [file, setFile] = useState<CatalogFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const importCatalog = useImportCatalog(locationId, vendorId);
  const done = useRef<HTMLButtonElement>(null);
  // The Import button goes once the answer is in: focus moves to Done rather than to nowhere.
  useEffect(() => {
    if (importCatalog.data) done.current?.focus();
  }, [importCatalog.data]);

  async function onFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    importCatalog.reset();
    const parsed = parseCatalogFile(await chosen.text());
    setFile(parsed);
    setMapping(guessMapping(parsed.headers));
  }

  // The answer numbers rows from 1 in the order sent: the file's rows, as in the preview.
  const mappedRows = file && mapping ? file.rows.map((row) => mappedRow(row, mapping)) : [];
  const problem = mapping ? mappingProblem(mapping) : undefined;
  const tooMany =
    file !== null && file.rows.length > VENDOR_BULK_MAX_ROWS
      ? t.tooManyRows({ count: file.rows.length, max: VENDOR_BULK_MAX_ROWS })
      : undefined;
  const ready = file !== null && !file.problem && mapping !== null && !problem && !tooMany;
  const shownFields = mapping ? CATALOG_FIELDS.filter((field) => mapping[field] !== '') : [];

  return (
    <ModalDialog title={t.importTitle({ vendor: vendorName })} onClose={onClose} size="lg">
      <p className="text-sm text-muted">{t.importIntro}</p>
      <FileField label={t.csvFile} accept=".csv,text/csv" onFile={(event) => void onFile(event)} />
      {file?.problem && <FormAlert>{t[file.problem]}</FormAlert>}
      {file && !file.problem && mapping && (
        <>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-medium">{t.whichColumn}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {CATALOG_FIELDS.map((field) => (
                <SelectField
                  key={field}
                  label={t[CATALOG_FIELD_LABELS[field]]}
                  value={mapping[field]}
                  onChange={(event) => {
                    importCatalog.reset();
                    setMapping({ ...mapping, [field]: event.target.value });
                  }}
                >
                  <option value="">{field === 'name' ? t.chooseColumn : t.notInFile}</option>
                  {file.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </SelectField>
              ))}
            </div>
          </fieldset>
          {(problem ?? tooMany) && <FormAlert>{problem ? t[problem] : tooMany}</FormAlert>}
          <p role="status" className="text-sm text-muted">
            {file.rows.length > PREVIEW_ROWS
              ? t.rowsInFileFirstShown({ shown: PREVIEW_ROWS })(file.rows.length)
              : t.rowsInFile(file.rows.length)}
          </p>
          {shownFields.length > 0 && (
            <PreviewTable
              columns={shownFields.map((field) => ({
                key: field,
                label: t[CATALOG_FIELD_LABELS[field]],
              }))}
              rows={mappedRows.slice(0, PREVIEW_ROWS)}
              words={{ region: t.previewScrolls, caption: t.previewCaption, row: t.row }}
            />
          )}
        </>
      )}
      {importCatalog.data && <Result answer={importCatalog.data} rows={mappedRows} />}
      {importCatalog.isError && (
        <FormAlert>{failureMessage(importCatalog.error, t.importNotDone)}</FormAlert>
      )}
      <ImportActions
        importLabel={
          importCatalog.data
            ? undefined
            : importCatalog.isPending
              ? t.importing
              : file && !file.problem
                ? t.importRows(file.rows.length)
                : t.import
        }
        ready={ready}
        pending={importCatalog.isPending}
        onImport={() => {
          if (ready) importCatalog.mutate(catalogRows(file.rows, mapping));
        }}
        closeLabel={importCatalog.data ? t.done : t.cancel}
        onClose={onClose}
        closeRef={done}
      />
    </ModalDialog>
  );
}
