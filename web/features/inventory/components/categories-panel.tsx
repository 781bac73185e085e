import { useStore } from '@nanostores/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { categoryName } from '#contract/inventory.ts';
import type { Category } from '#contract/inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { failureMessage } from '#web/lib/form-errors.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useMoveCategory } from '../api/move-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';

interface CategoriesPanelProps {
  locationId: string;
  categories: Category[];
}

const ICON_BUTTON = 'px-0';

/** The venue's categories: add, rename, order (the stock list follows it) and delete. */
export function CategoriesPanel({ locationId, categories }: CategoriesPanelProps) {
  const t = useStore(inventoryMessages);
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
        onError: (error) => setNameError(failureMessage(error, t.addFailed)),
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
          setRenaming({ ...renaming, error: failureMessage(error, t.renameFailed) }),
      },
    );
  }

  return (
    <Section title={t.categories} description={t.categoriesDescription}>
      {failed && failed !== create && failed !== update && (
        <FormAlert>{failureMessage(failed.error, t.categoriesFailed)}</FormAlert>
      )}
      {ordered.length === 0 && <p className="text-muted">{t.noCategoriesYet}</p>}
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
                    label={t.newNameFor({ name: category.name })}
                    value={renaming.name}
                    error={renaming.error}
                    ref={(input) => input?.focus()}
                    onChange={(event) => setRenaming({ ...renaming, name: event.target.value })}
                  />
                </div>
                <Button type="submit">{t.save}</Button>
                <Button variant="secondary" onClick={() => setRenaming(null)}>
                  {t.cancel}
                </Button>
              </form>
            ) : (
              <>
                <span className="min-w-0 flex-1 font-medium">
                  {category.name}{' '}
                  <span className="text-sm font-normal text-muted">
                    ({t.itemCount(category.item_count)})
                  </span>
                </span>
                <Button
                  variant="ghost"
                  className={ICON_BUTTON}
                  aria-label={t.moveUp({ name: category.name })}
                  disabled={index === 0 || move.isPending}
                  onClick={() => move.mutate({ ordered, index, by: -1 })}
                >
                  <ArrowUp aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  className={ICON_BUTTON}
                  aria-label={t.moveDown({ name: category.name })}
                  disabled={index === ordered.length - 1 || move.isPending}
                  onClick={() => move.mutate({ ordered, index, by: 1 })}
                >
                  <ArrowDown aria-hidden="true" className="size-5" />
                </Button>
                <Button
                  variant="secondary"
                  aria-label={t.renameCategory({ name: category.name })}
                  onClick={() => setRenaming({ id: category.id, name: category.name })}
                >
                  {t.rename}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t.deleteCategory({ name: category.name })}
                  onClick={() => setDeleting(category)}
                >
                  {t.delete}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={onAdd} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t.newCategory}
            autoComplete="off"
            value={name}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <Button type="submit" aria-disabled={create.isPending || undefined}>
          {t.add}
        </Button>
      </form>
      {deleting && (
        <ModalDialog
          role="alertdialog"
          title={t.deleteTitle({ name: deleting.name })}
          onClose={() => setDeleting(null)}
        >
          <p>{t.deleteExplanation}</p>
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              variant="danger"
              onClick={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
            >
              {t.delete}
            </Button>
            <Button variant="secondary" data-autofocus onClick={() => setDeleting(null)}>
              {t.cancel}
            </Button>
          </div>
        </ModalDialog>
      )}
    </Section>
  );
}
