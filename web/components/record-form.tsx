import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

/**
 * The frames of the forms that name and describe a record (a recipe, a dish): the "new" dialog
 * and the details form. The feature owns the fields, the schema, the call and the words.
 */

interface SubmitWords {
  /** The submit button ("Create recipe"). */
  submit: string;
  /** The submit button while the call runs ("Creating…"). */
  pending: string;
}

/** A dialog holding one form: its message, its fields, then Create and Cancel. */
export function CreateDialog({
  title,
  onClose,
  onSubmit,
  error,
  pending,
  words,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The message for the whole form (react-hook-form's `root.server`). */
  error?: string;
  pending: boolean;
  words: SubmitWords & { cancel: string };
  children: ReactNode;
}) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {error !== undefined && <FormAlert>{error}</FormAlert>}
        {children}
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={pending} pendingLabel={words.pending}>
            {words.submit}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {words.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** A record's details on its screen: short fields two abreast, then the long ones, then Save. */
export function DetailsForm({
  onSubmit,
  error,
  saved,
  pending,
  words,
  fields,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: string;
  /** Said once the last save went through. */
  saved?: string;
  pending: boolean;
  words: SubmitWords;
  /** The short fields, in a grid of two columns on a wide screen. */
  fields: ReactNode;
  /** What comes under the grid (long texts, a datalist). */
  children?: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {error !== undefined && <FormAlert>{error}</FormAlert>}
      {saved !== undefined && <FormAlert tone="success">{saved}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">{fields}</div>
      {children}
      <SubmitButton pending={pending} pendingLabel={words.pending} className="self-start">
        {words.submit}
      </SubmitButton>
    </form>
  );
}

/** The values a text field suggests (its `list`), such as the categories already in use. */
export function Suggestions({ id, values }: { id: string; values: readonly string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}
