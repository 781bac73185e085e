import { useStore } from '@nanostores/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { RECIPE_IMPORT_MAX_BYTES } from '#contract/recipes.ts';
import type { RecipeImportResponse } from '#contract/recipes.ts';
import {
  FileField,
  ImportActions,
  PreviewTable,
  RowErrorList,
} from '#web/components/csv-import.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { downloadText } from '#web/lib/csv.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { recipesMessages } from '#web/lib/i18n/locales/en/recipes.ts';
import { formatQuantity } from '#web/lib/amounts.ts';
import { useImportRecipes } from '../api/import-recipes.ts';
import { previewRecipeCsv, templateCsv } from '../recipe-csv.ts';
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
      <PreviewTable
        columns={preview.columns.map((column) => ({ key: column, label: column }))}
        rows={preview.rows}
        words={{ region: t.previewRegion, caption: t.previewCaption, row: t.row }}
      />
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
      <FileField
        label={t.importFile}
        accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onFile={(event) => void onFile(event)}
      />
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
      <ImportActions
        importLabel={importRecipes.isPending ? t.importing : t.import}
        ready={!blocked}
        pending={importRecipes.isPending}
        onImport={() => {
          if (file) importRecipes.mutate(file);
        }}
        closeLabel={importRecipes.data?.errors.length === 0 ? t.done : t.cancel}
        onClose={onClose}
      />
    </ModalDialog>
  );
}
