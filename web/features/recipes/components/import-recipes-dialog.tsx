import { useStore } from '@nanostores/react';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { RECIPE_IMPORT_MAX_BYTES } from '#contract/recipes.ts';
import type { RecipeImportResponse } from '#contract/recipes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { formatQuantity } from '../amounts.ts';
import { useImportRecipes } from '../api/import-recipes.ts';
import { downloadText, previewRecipeCsv, templateCsv } from '../recipe-csv.ts';
import type { RecipeCsvPreview, RecipeCsvProblem } from '../recipe-csv.ts';
import type { RecipesText } from '../missing-reason.ts';

function Answer({ answer }: { answer: RecipeImportResponse }) {
  const t = useStore(recipesMessages);
  if (answer.errors.length === 0) {
    return (
      <FormAlert tone="success">
        {t.imported({ names: answer.created.map((recipe) => recipe.name).join(', ') })(
          answer.created.length,
        )}
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
              ? t.headerError({ message: error.message })
              : t.rowError({ row: error.row, message: error.message })}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

function Preview({ preview }: { preview: RecipeCsvPreview }) {
  const t = useStore(recipesMessages);
  const counts = { recipes: t.recipeCount(preview.recipes), rows: t.rowCount(preview.total) };
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="text-sm text-muted">
        {preview.total > preview.rows.length
          ? t.previewSummaryFirst({ ...counts, shown: preview.rows.length })
          : t.previewSummary(counts)}
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
  );
}

/** What is wrong with a previewed file, in the reader's words. */
function problemText(t: RecipesText, problem: RecipeCsvProblem): string {
  return problem.kind === 'missing-columns'
    ? t.missingColumns({ columns: problem.columns.join(', ') })
    : t.noRows;
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
  const t = useStore(recipesMessages);
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
    <ModalDialog title={t.importRecipes} onClose={onClose} size="lg">
      <p className="text-sm text-muted">{t.importHelp}</p>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => downloadText(templateCsv(), 'recipes-template.csv')}
      >
        <Download aria-hidden="true" className="size-5" />
        {t.downloadTemplate}
      </Button>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="font-medium">
          {t.importFile}
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
          {t.fileTooBig({
            size: formatQuantity(Math.round(RECIPE_IMPORT_MAX_BYTES / 1024 / 1024)),
          })}
        </FormAlert>
      )}
      {preview?.problem && <FormAlert>{problemText(t, preview.problem)}</FormAlert>}
      {preview && !preview.problem && <Preview preview={preview} />}
      {file && !isCsv(file) && !tooBig && (
        <p role="status" className="text-sm text-muted">
          {t.spreadsheetLater({ file: file.name })}
        </p>
      )}
      {importRecipes.data && <Answer answer={importRecipes.data} />}
      {importRecipes.isError && (
        <FormAlert>{failureMessage(importRecipes.error, t.importFailed)}</FormAlert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button
          disabled={blocked}
          aria-disabled={importRecipes.isPending || undefined}
          onClick={() => {
            if (file && !importRecipes.isPending) importRecipes.mutate(file);
          }}
        >
          {importRecipes.isPending ? t.importing : t.import}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {importRecipes.data?.errors.length === 0 ? t.done : t.cancel}
        </Button>
      </div>
    </ModalDialog>
  );
}
