import { useId } from 'react';
import type { ChangeEvent, Ref } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';

/**
 * The parts every file import dialog shares: the file picker, the preview of the first rows,
 * the list of rows the server refused and the Import / Cancel buttons. Each feature keeps its
 * columns, its words and its call; the words come in as props, in the feature's namespace.
 */

/** A labelled file picker with a 44 px target. */
export function FileField({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={onFile}
        className="min-h-11 text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface file:px-3 file:text-fg"
      />
    </div>
  );
}

interface PreviewColumn {
  key: string;
  label: string;
}

/** The first rows of a file, numbered from 1 as the server numbers them in its answer. */
export function PreviewTable({
  columns,
  rows,
  words,
}: {
  columns: PreviewColumn[];
  rows: Record<string, string>[];
  words: { region: string; caption: string; row: string };
}) {
  return (
    <ScrollRegion label={words.region}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{words.caption}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="p-2">
              {words.row}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="p-2">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-border">
              <th scope="row" className="p-2 font-normal">
                {index + 1}
              </th>
              {columns.map((column) => (
                <td key={column.key} className="p-2">
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

interface RowError {
  row: number;
  message: string;
}

/** The rows an import refused, each said by the feature (row 0 is the header line). */
export function RowErrorList({
  errors,
  describe,
}: {
  errors: RowError[];
  describe: (error: RowError) => string;
}) {
  return (
    <ul className="mt-2 list-disc pl-5">
      {errors.map((error) => (
        <li key={`${error.row}-${error.message}`}>{describe(error)}</li>
      ))}
    </ul>
  );
}

/** Import, then Cancel (Done once it went through). A click while the call runs sends nothing. */
export function ImportActions({
  importLabel,
  ready,
  pending,
  onImport,
  closeLabel,
  onClose,
  closeRef,
}: {
  /** Without it there is no Import button (the answer is in). */
  importLabel?: string;
  ready: boolean;
  pending: boolean;
  onImport: () => void;
  closeLabel: string;
  onClose: () => void;
  closeRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row-reverse">
      {importLabel !== undefined && (
        <Button
          disabled={!ready}
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onImport();
          }}
        >
          {importLabel}
        </Button>
      )}
      <Button ref={closeRef} variant="secondary" onClick={onClose}>
        {closeLabel}
      </Button>
    </div>
  );
}
