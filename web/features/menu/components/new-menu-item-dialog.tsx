import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/errors.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { useCreateMenuItem } from '../api/save-menu-item.ts';
import { NEW_MENU_ITEM_FIELDS, newMenuItemForm } from '../menu-form.ts';
import type { NewMenuItemValues } from '../menu-form.ts';

/** Names and prices a new dish or drink, then opens it to attach its recipes. */
export function NewMenuItemDialog({
  locationId,
  categories,
  onClose,
}: {
  locationId: string;
  categories: string[];
  onClose: () => void;
}) {
  const t = useStore(menuMessages);
  const categoriesId = useId();
  const navigate = useNavigate();
  const createItem = useCreateMenuItem(locationId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewMenuItemValues, unknown, object>({
    resolver: zodResolver(newMenuItemForm(locationId)) as never,
    defaultValues: { name: '', price: '', category: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const item = await createItem.mutateAsync(
        body as Parameters<typeof createItem.mutateAsync>[0],
      );
      onClose();
      await navigate(`/dashboard/${locationId}/menu/${item.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      showSubmitError(error, setError, NEW_MENU_ITEM_FIELDS, t.menuItemCreateFailed);
    }
  });

  return (
    <ModalDialog title={t.newMenuItem} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
        <TextField
          label={t.name}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t.price}
          hint={t.priceHint}
          inputMode="decimal"
          autoComplete="off"
          error={errors.price?.message}
          {...register('price')}
        />
        <TextField
          label={t.category}
          optional
          list={categoriesId}
          autoComplete="off"
          error={errors.category?.message}
          {...register('category')}
        />
        <datalist id={categoriesId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <SubmitButton pending={isSubmitting} pendingLabel={t.creating}>
            {t.createMenuItem}
          </SubmitButton>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
