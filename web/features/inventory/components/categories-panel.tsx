import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { categoryName } from '../../../../contract/inventory.ts';
import type { Category } from '../../../../contract/inventory.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import {
  useCreateCategory,
  useDeleteCategory,
  useMoveCategory,
  useUpdateCategory,
} from '../api/save-category.ts';

interface CategoriesPanelProps {
  locationId: string;
  categories: Category[];
}

const ICON_BUTTON = 'px-0';

/** The venue's categories: add, rename, order (the stock list follows it) and delete. */
export function CategoriesPanel({ locationId, categories }: CategoriesPanelProps) {
  const ordered = [...categories].sort((a, b) => a.sort_order - b.sort_order);
  const create = useCreateCategory(locationId);
  const update = useUpdateCategory(locationId);
  const move = useMoveCategory(locationId);
  const remove = useDeleteCategory(locationId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [renaming, setRenaming] = useState<{ id: string; name: string; error?: string } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<Category | null>(null);
  const failed = [create, update, move, remove].find((mutation) => mutation.isError);

  function onAdd(event: FormEvent): void {
    event.preventDefault();
    const parsed = categoryName.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
    setNameError(undefined);
    create.mutate(
      { location_id: locationId, name: parsed.data, sort_order: ordered.length },
      {
        onSuccess: () => setName(''),
        onError: (error) => setNameError(failureMessage(error, 'It could not be added.')),
      },
    );
  }

  function onRename(event: FormEvent): void {
    event.preventDefault();
    if (!renaming) return;
    const parsed = categoryName.safeParse(renaming.name);
    if (!parsed.success)
      return setRenaming({ ...renaming, error: parsed.error.issues[0]?.message });
    update.mutate(
      { id: renaming.id, body: { name: parsed.data } },
      {
        onSuccess: () => setRenaming(null),
        onError: (error) =>
          setRenaming({ ...renaming, error: failureMessage(error, 'It could not be renamed.') }),
      },
    );
  }

  return (
    <Section title="Categories" description="Their order is the order of the stock list.">
      {failed && failed !== create && failed !== update && (
        <FormAlert>
          {failureMessage(failed.error, 'The categories could not be changed.')}
        </FormAlert>
      )}
      {ordered.length === 0 && <p className="text-muted">No categories yet.</p>}
      <ul className="flex flex-col divide-y divide-border">
        {ordered.map((category, index) => (
          <li key={category.id} className="flex flex-wrap items-center gap-2 py-2">
            {renaming?.id === category.id ? (
              <form
                onSubmit={onRename}
                noValidate
                className="flex w-full flex-wrap items-end gap-2"
              >
                <div className="min-w-0 flex-1">
                  <TextField
                    label={`New name for ${category.name}`}
                    value={renaming.name}
                    error={renaming.error}
                    ref={(input) => input?.focus()}
                    onChange={(event) => setRenaming({ ...renaming, name: event.target.value })}
                  />
                </div>
                <Button type="submit">Save</Button>
                <Button variant="secondary" onClick={() => setRenaming(null)}>
                  Cancel
                </Button>
              </form>
            ) : (
              <>
                <span className="min-w-0 flex-1 font-medium">
                  {category.name}{' '}
                  <span className="text-sm font-normal text-muted">
                    ({category.item_count === 1 ? '1 item' : `${category.item_count} items`})
                  </span>
                </span>
                <Button
                  variant="ghost"
                  className={ICON_BUTTON}
                  aria-label={`Move ${category.name} up`}
                  disabled={index === 0 || move.isPending}
                  onClick={() => move.mutate({ ordered, index, by: -1 })}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  className={ICON_BUTTON}
                  aria-label={`Move ${category.name} down`}
                  disabled={index === ordered.length - 1 || move.isPending}
                  onClick={() => move.mutate({ ordered, index, by: 1 })}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Rename ${category.name}`}
                  onClick={() => setRenaming({ id: category.id, name: category.name })}
                >
                  Rename
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Delete ${category.name}`}
                  onClick={() => setDeleting(category)}
                >
                  Delete
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={onAdd} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="New category"
            autoComplete="off"
            value={name}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" aria-disabled={create.isPending || undefined}>
          Add
        </Button>
      </form>
      {deleting && (
        <ModalDialog
          role="alertdialog"
          title={`Delete ${deleting.name}?`}
          onClose={() => setDeleting(null)}
        >
          <p>Its items stay, with no category.</p>
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              variant="danger"
              onClick={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
            >
              Delete
            </Button>
            <Button variant="secondary" data-autofocus onClick={() => setDeleting(null)}>
              Cancel
            </Button>
          </div>
        </ModalDialog>
      )}
    </Section>
  );
}
