import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { VENDOR_BULK_MAX_ROWS } from '../../../../contract/vendors.ts';
import type { CatalogImportResponse } from '../../../../contract/vendors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { plural } from '../amounts.ts';
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
  return (
    <div className="flex flex-col gap-2">
      <FormAlert tone={answer.errors.length === 0 ? 'success' : 'error'}>
        <p className="font-medium">
          {answer.created} created, {answer.updated} updated
          {answer.unchanged > 0 && `, ${answer.unchanged} unchanged`}
          {answer.errors.length > 0 && `, ${plural(answer.errors.length, 'row')} not imported`}.
        </p>
        {answer.errors.length > 0 && (
          <ul className="mt-2 list-disc pl-5">
            {answer.errors.map((error) => {
              const name = rows[error.row - 1]?.name;
              return (
                <li key={`${error.row}-${error.message}`}>
                  {error.row < 1 ? 'The file' : `Row ${error.row}`}
                  {name ? ` (${name})` : ''}: {error.message}
                </li>
              );
            })}
          </ul>
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
  const fileId = useId();
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
      ? `The file has ${file.rows.length} rows: import at most ${VENDOR_BULK_MAX_ROWS} at once.`
      : undefined;
  const ready = file !== null && !file.problem && mapping !== null && !problem && !tooMany;
  const shownFields = mapping ? CATALOG_FIELDS.filter((field) => mapping[field] !== '') : [];

  return (
    <ModalDialog title={`Import ${vendorName}’s catalogue`} onClose={onClose} size="lg">
      <p className="text-sm text-muted">
        A CSV file whose first line names its columns. Lines with a known SKU, or else a known name,
        are updated; the others are added. An empty cell leaves a line’s value as it is.
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="font-medium">
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void onFile(event)}
          className="min-h-11 text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface file:px-3 file:text-fg"
        />
      </div>
      {file?.problem && <FormAlert>{file.problem}</FormAlert>}
      {file && !file.problem && mapping && (
        <>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-medium">Which column holds what</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {CATALOG_FIELDS.map((field) => (
                <SelectField
                  key={field}
                  label={CATALOG_FIELD_LABELS[field]}
                  value={mapping[field]}
                  onChange={(event) => {
                    importCatalog.reset();
                    setMapping({ ...mapping, [field]: event.target.value });
                  }}
                >
                  <option value="">
                    {field === 'name' ? 'Choose a column' : 'Not in the file'}
                  </option>
                  {file.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </SelectField>
              ))}
            </div>
          </fieldset>
          {(problem ?? tooMany) && <FormAlert>{problem ?? tooMany}</FormAlert>}
          <p role="status" className="text-sm text-muted">
            {plural(file.rows.length, 'row')} in the file
            {file.rows.length > PREVIEW_ROWS && `, the first ${PREVIEW_ROWS} shown`}.
          </p>
          {shownFields.length > 0 && (
            <div
              className="relative overflow-x-auto"
              role="region"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it
              tabIndex={0}
              aria-label="Preview, scrolls sideways"
            >
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">The first rows as they will be imported</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="p-2">
                      Row
                    </th>
                    {shownFields.map((field) => (
                      <th key={field} scope="col" className="p-2">
                        {CATALOG_FIELD_LABELS[field]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {mappedRows.slice(0, PREVIEW_ROWS).map((row, index) => (
                    <tr key={index} className="border-b border-border">
                      <th scope="row" className="p-2 font-normal">
                        {index + 1}
                      </th>
                      {shownFields.map((field) => (
                        <td key={field} className="p-2">
                          {row[field]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {importCatalog.data && <Result answer={importCatalog.data} rows={mappedRows} />}
      {importCatalog.isError && (
        <FormAlert>
          {failureMessage(importCatalog.error, 'The catalogue could not be imported.')}
        </FormAlert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        {!importCatalog.data && (
          <Button
            disabled={!ready}
            aria-disabled={importCatalog.isPending || undefined}
            onClick={() => {
              if (ready && !importCatalog.isPending) {
                importCatalog.mutate(catalogRows(file.rows, mapping));
              }
            }}
          >
            {importCatalog.isPending
              ? 'Importing…'
              : file && !file.problem
                ? `Import ${plural(file.rows.length, 'row')}`
                : 'Import'}
          </Button>
        )}
        <Button ref={done} variant="secondary" onClick={onClose}>
          {importCatalog.data ? 'Done' : 'Cancel'}
        </Button>
      </div>
    </ModalDialog>
  );
}
