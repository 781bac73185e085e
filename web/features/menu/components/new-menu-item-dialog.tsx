import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CreateDialog, Suggestions } from '#web/components/record-form.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { showNamedSubmitError } from '#web/lib/form-errors.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { useCreateMenuItem } from '../api/create-menu-item.ts';
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
      showNamedSubmitError(error, setError, NEW_MENU_ITEM_FIELDS, t.menuItemCreateFailed);
    }
  });

  return (
    <CreateDialog
      title={t.newMenuItem}
      onClose={onClose}
      onSubmit={onSubmit}
      error={errors.root?.server?.message}
      pending={isSubmitting}
      words={{ submit: t.createMenuItem, pending: t.creating, cancel: t.cancel }}
    >
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
      <Suggestions id={categoriesId} values={categories} />
    </CreateDialog>
  );
}
