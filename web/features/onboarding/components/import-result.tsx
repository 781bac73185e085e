import type { ImportResponse } from '../../../../contract/inventory.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
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
  if (answer.errors.length === 0) {
    return (
      <FormAlert tone="success" className={className}>
        {answer.created} items created, {answer.updated} updated.
      </FormAlert>
    );
  }
  return (
    <FormAlert className={className}>
      <p>Nothing was added: fix these rows and try again.</p>
      <ul className="mt-1 list-disc pl-5">
        {answer.errors.map((error) => (
          <li key={`${error.row}-${error.message}`}>
            Row {error.row}
            {rows[error.row - 1] ? ` (${rows[error.row - 1]?.name})` : ''}: {error.message}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}
