import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { SALES_IMPORT_MAX_BYTES } from '#contract/sales.ts';
import type { SalesImportResponse } from '#contract/sales.ts';
import { FileField, ImportActions, RowErrorList } from '#web/components/csv-import.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatMoney, formatQuantity, formatWhen } from '#web/lib/amounts.ts';
import { failureMessage, fieldErrorsOf } from '#web/lib/form-errors.ts';
import { salesMessages } from '#web/lib/i18n/locales/en/sales.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useImportSales, usePreviewSales } from '../api/import-sales.ts';
import { FORMAT_NAMES } from '../sales-words.ts';

type SalesText = ReturnType<typeof salesMessages.get>;

/** The period a summary file without dates covers, when the server asks for it. */
function needsPeriod(error: unknown): boolean {
  return fieldErrorsOf(error).some((detail) => detail.path === 'from' || detail.path === 'to');
}

/** What a file holds, or would give: counts, its period, the unmatched names, the first lines. */
function Reading({ answer, currency }: { answer: SalesImportResponse; currency: string }) {
  const t = useStore(salesMessages);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="font-medium">
        {t.formatFound({ format: t[FORMAT_NAMES[answer.format]] })}
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>{t.rowsRead(answer.rows_read)}</li>
        <li>
          {answer.preview
            ? t.linesToImport(answer.lines_imported)
            : t.linesImported(answer.lines_imported)}
        </li>
        {answer.duplicates_skipped > 0 && <li>{t.duplicatesSkipped(answer.duplicates_skipped)}</li>}
        {answer.voids_skipped > 0 && <li>{t.voidsSkipped(answer.voids_skipped)}</li>}
        {answer.refunds > 0 && <li>{t.refunds(answer.refunds)}</li>}
        {answer.first_sold_at && answer.last_sold_at && (
          <li>
            {t.period({
              from: formatWhen(answer.first_sold_at),
              to: formatWhen(answer.last_sold_at),
            })}
          </li>
        )}
      </ul>
      {answer.unmapped.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{t.unmatchedInFile(answer.unmapped.length)}</p>
          <ul className="list-disc pl-5">
            {answer.unmapped.map((name) => (
              <li key={name.pos_key}>
                {t.nameSold({ name: name.pos_name, quantity: formatQuantity(name.quantity) })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer.preview && answer.sample.length > 0 && (
        <ScrollRegion label={t.sampleRegion}>
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t.sampleCaption}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2">
                  {t.row}
                </th>
                <th scope="col" className="p-2">
                  {t.soldAt}
                </th>
                <th scope="col" className="p-2">
                  {t.posName}
                </th>
                <th scope="col" className="p-2">
                  {t.menuItem}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t.quantity}
                </th>
                <th scope="col" className="p-2 text-right">
                  {t.netSales}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.sample.map((line) => (
                <tr key={line.row} className="border-b border-border">
                  <th scope="row" className="p-2 font-normal">
                    {line.row}
                  </th>
                  <td className="p-2">{formatWhen(line.sold_at)}</td>
                  <td className="p-2">{line.pos_name}</td>
                  <td className="p-2">
                    {line.ignored ? t.ignored : (line.menu_item_name ?? t.notMatched)}
                  </td>
                  <td className="p-2 text-right tabular-nums">{formatQuantity(line.quantity)}</td>
                  <td className="p-2 text-right tabular-nums">
                    {formatMoney(line.net_sales, currency, t.noAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

/** The rows that cannot be read, each message translated (the contract's row templates). */
function RowErrors({ answer, t }: { answer: SalesImportResponse; t: SalesText }) {
  const known = useKnownMessage();
  return (
    <FormAlert>
      <p className="font-medium">{t.nothingImported(answer.errors.length)}</p>
      <RowErrorList
        errors={answer.errors}
        describe={(error) => t.rowError({ row: error.row, message: known(error.message) })}
      />
    </FormAlert>
  );
}

/**
 * A file from the till (Square, Toast, Clover or the plain format; CSV or XLSX): read first
 * without writing anything (the format found, what it holds and the first lines), then
 * imported. A summary file without dates asks for the days it covers.
 */
export function ImportSalesDialog({
  locationId,
  currency,
  onClose,
}: {
  locationId: string;
  currency: string;
  onClose: () => void;
}) {
  const t = useStore(salesMessages);
  const [file, setFile] = useState<File | null>(null);
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [askPeriod, setAskPeriod] = useState(false);
  const preview = usePreviewSales(locationId);
  const importSales = useImportSales(locationId);
  const tooBig = file !== null && file.size > SALES_IMPORT_MAX_BYTES;

  function read(chosen: File, range: { from: string; to: string }): void {
    importSales.reset();
    preview.mutate(
      { file: chosen, ...range },
      { onError: (error) => setAskPeriod((asked) => asked || needsPeriod(error)) },
    );
  }

  function onFile(event: ChangeEvent<HTMLInputElement>): void {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setAskPeriod(false);
    setPeriod({ from: '', to: '' });
    preview.reset();
    importSales.reset();
    if (chosen && chosen.size <= SALES_IMPORT_MAX_BYTES) read(chosen, { from: '', to: '' });
  }

  const periodErrors = fieldErrorsOf(preview.error ?? importSales.error);
  const fieldError = (path: 'from' | 'to') =>
    periodErrors.find((detail) => detail.path === path)?.message;
  const readable = preview.data !== undefined && preview.data.errors.length === 0;
  const ready = readable && !tooBig && preview.data.lines_imported > 0;
  const done = importSales.data !== undefined && importSales.data.errors.length === 0;
  const otherError = (error: unknown) =>
    error !== null && (periodErrors.length === 0 || !needsPeriod(error));

  return (
    <ModalDialog title={t.importTitle} onClose={onClose} size="lg">
      <p className="text-sm text-muted">{t.importHelp}</p>
      <FileField
        label={t.salesFile}
        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onFile={onFile}
      />
      {tooBig && (
        <FormAlert>
          {t.fileTooBig({
            size: formatQuantity(Math.round(SALES_IMPORT_MAX_BYTES / 1024 / 1024)),
          })}
        </FormAlert>
      )}
      {askPeriod && file && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">{t.periodQuestion}</legend>
          <p className="text-sm text-muted">{t.periodHelp}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t.from}
              type="date"
              value={period.from}
              error={fieldError('from')}
              onChange={(event) => setPeriod({ ...period, from: event.target.value })}
            />
            <TextField
              label={t.to}
              type="date"
              value={period.to}
              error={fieldError('to')}
              onChange={(event) => setPeriod({ ...period, to: event.target.value })}
            />
          </div>
          <Button
            variant="secondary"
            className="self-start"
            disabled={!period.from || !period.to}
            onClick={() => read(file, period)}
          >
            {t.readAgain}
          </Button>
        </fieldset>
      )}
      {preview.isPending && <Spinner label={t.reading} />}
      {preview.isError && otherError(preview.error) && (
        <FormAlert>{failureMessage(preview.error, t.readFailed)}</FormAlert>
      )}
      {preview.data && !importSales.data && (
        <>
          <Reading answer={preview.data} currency={currency} />
          {preview.data.errors.length > 0 && <RowErrors answer={preview.data} t={t} />}
          {readable && preview.data.lines_imported === 0 && (
            <p className="text-sm">{t.nothingNew}</p>
          )}
        </>
      )}
      {importSales.data && (
        <>
          {done && (
            <FormAlert tone="success">
              {t.importedSummary({
                lines: t.linesImported(importSales.data.lines_imported),
                duplicates: t.duplicatesSkipped(importSales.data.duplicates_skipped),
              })}
            </FormAlert>
          )}
          <Reading answer={importSales.data} currency={currency} />
          {importSales.data.errors.length > 0 && <RowErrors answer={importSales.data} t={t} />}
          {done && importSales.data.unmapped.length > 0 && (
            <p className="text-sm">{t.matchThemBelow}</p>
          )}
        </>
      )}
      {importSales.isError && otherError(importSales.error) && (
        <FormAlert>{failureMessage(importSales.error, t.importFailed)}</FormAlert>
      )}
      <ImportActions
        importLabel={
          done
            ? undefined
            : importSales.isPending
              ? t.importing
              : ready
                ? t.importLines(preview.data.lines_imported)
                : t.import
        }
        ready={ready && !done}
        pending={importSales.isPending}
        onImport={() => {
          if (file) importSales.mutate({ file, ...(askPeriod ? period : { from: '', to: '' }) });
        }}
        closeLabel={done ? t.done : t.cancel}
        onClose={onClose}
      />
    </ModalDialog>
  );
}
