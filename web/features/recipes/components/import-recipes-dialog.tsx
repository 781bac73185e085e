import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { RECIPE_IMPORT_MAX_BYTES } from '../../../../contract/recipes.ts';
import type { RecipeImportResponse } from '../../../../contract/recipes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { plural } from '../amounts.ts';
import { useImportRecipes } from '../api/import-recipes.ts';
import { downloadText, previewRecipeCsv, templateCsv } from '../recipe-csv.ts';
import type { RecipeCsvPreview } from '../recipe-csv.ts';

function Answer({ answer }: { answer: RecipeImportResponse }) {
  if (answer.errors.length === 0) {
    return (
      <FormAlert tone="success">
        Imported {plural(answer.created.length, 'recipe')}:{' '}
        {answer.created.map((recipe) => recipe.name).join(', ')}.
      </FormAlert>
    );
  }
  return (
    <FormAlert>
      <p className="font-medium">
        Nothing was imported: {plural(answer.errors.length, 'row')} to fix first.
      </p>
      <ul className="mt-2 list-disc pl-5">
        {answer.errors.map((error) => (
          <li key={`${error.row}-${error.message}`}>
            {error.row === 0 ? 'Header' : `Row ${error.row}`}: {error.message}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

function Preview({ preview }: { preview: RecipeCsvPreview }) {
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-muted">
        {plural(preview.recipes, 'recipe')} in {plural(preview.total, 'row')}
        {preview.total > preview.rows.length && `, the first ${preview.rows.length} shown`}.
      </p>
      <div
        className="relative overflow-x-auto"
        role="region"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it
        tabIndex={0}
        aria-label="Preview, scrolls sideways"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Preview of the first rows</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="p-2">
                Row
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
  );
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/**
 * Bulk import: a CSV or XLSX file, one row per ingredient. A CSV is previewed here; the server
 * checks every row and writes nothing unless all are good, listing each bad row.
 */
export function ImportRecipesDialog({
  locationId,
  onClose,
}: {
  locationId: string;
  onClose: () => void;
}) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RecipeCsvPreview | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const importRecipes = useImportRecipes(locationId);

  async function onFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const chosen = event.target.files?.[0] ?? null;
    importRecipes.reset();
    setFile(chosen);
    setPreview(null);
    setTooBig(chosen !== null && chosen.size > RECIPE_IMPORT_MAX_BYTES);
    if (chosen && isCsv(chosen)) setPreview(previewRecipeCsv(await chosen.text()));
  }

  const blocked = !file || tooBig || Boolean(preview?.problem);
  return (
    <ModalDialog title="Import recipes" onClose={onClose} size="lg">
      <p className="text-sm text-muted">
        One row per ingredient, with the columns recipe, portions, ingredient, quantity, unit and
        waste % (optional). Ingredients match your items by name. Nothing is imported unless every
        row is right.
      </p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => downloadText(templateCsv(), 'recipes-template.csv')}
      >
        <Download aria-hidden="true" className="size-5" />
        Download the template
      </Button>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="font-medium">
          CSV or Excel (.xlsx) file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => void onFile(event)}
          className="min-h-11 text-base file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-surface file:px-3 file:text-fg"
        />
      </div>
      {tooBig && (
        <FormAlert>
          The file is larger than {Math.round(RECIPE_IMPORT_MAX_BYTES / 1024 / 1024)} MB.
        </FormAlert>
      )}
      {preview?.problem && <FormAlert>{preview.problem}</FormAlert>}
      {preview && !preview.problem && <Preview preview={preview} />}
      {file && !isCsv(file) && !tooBig && (
        <p role="status" className="text-sm text-muted">
          {file.name}: a spreadsheet is checked when it is imported.
        </p>
      )}
      {importRecipes.data && <Answer answer={importRecipes.data} />}
      {importRecipes.isError && (
        <FormAlert>
          {failureMessage(importRecipes.error, 'The file could not be imported.')}
        </FormAlert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          disabled={blocked}
          aria-disabled={importRecipes.isPending || undefined}
          onClick={() => {
            if (file && !importRecipes.isPending) importRecipes.mutate(file);
          }}
        >
          {importRecipes.isPending ? 'Importing…' : 'Import'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {importRecipes.data?.errors.length === 0 ? 'Done' : 'Cancel'}
        </Button>
      </div>
    </ModalDialog>
  );
}
