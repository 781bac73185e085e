import { useStore } from '@nanostores/react';
import type { ImportResponse } from '#contract/inventory.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { onboardingMessages } from '#web/lib/i18n/locales/en/onboarding.ts';
import type { TemplateItem } from '../templates/template-types.ts';

/** What the import did, or every bad row (by its item's name) when it wrote nothing. */
export function ImportResult({
  answer,
  rows,
  className,
}: {
  answer: ImportResponse;
  rows: TemplateItem[];
  className?: string;
}) {
  const t = useStore(onboardingMessages);
  if (answer.errors.length === 0) {
    return (
      <FormAlert tone="success" className={className}>
        {t.importSummary({
          created: t.itemsCreated(answer.created),
          updated: String(answer.updated),
        })}
      </FormAlert>
    );
  }
  return (
    <FormAlert className={className}>
      <p>{t.nothingAdded}</p>
      <ul className="mt-1 list-disc pl-5">
        {answer.errors.map((error) => {
          const name = rows[error.row - 1]?.name;
          const row = String(error.row);
          return (
            <li key={`${error.row}-${error.message}`}>
              {name === undefined
                ? t.rowError({ row, message: error.message })
                : t.namedRowError({ row, name, message: error.message })}
            </li>
          );
        })}
      </ul>
    </FormAlert>
  );
}
