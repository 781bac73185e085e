import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MenuItem } from '#contract/menu.ts';
import { DetailsForm, Suggestions } from '#web/components/record-form.tsx';
import { TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { showNamedSubmitError } from '#web/lib/form-errors.ts';
import { menuMessages } from '#web/lib/i18n/locales/en/menu.ts';
import { useUpdateMenuItem } from '../api/update-menu-item.ts';
import { MENU_ITEM_FIELDS, menuItemForm, menuItemValues } from '../menu-form.ts';
import type { MenuItemValues } from '../menu-form.ts';

/** Name, price, category, description and whether it is on sale (managers). */
export function MenuItemForm({
  locationId,
  item,
  categories,
}: {
  locationId: string;
  item: MenuItem;
  categories: string[];
}) {
  const t = useStore(menuMessages);
  const categoriesId = useId();
  const update = useUpdateMenuItem(locationId, item.id);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MenuItemValues, unknown, object>({
    resolver: zodResolver(menuItemForm()) as never,
    defaultValues: menuItemValues(item),
  });

  const onSubmit = handleSubmit(async (body) => {
    setSaved(false);
    try {
      const updated = await update.mutateAsync(body);
      reset(menuItemValues(updated));
      setSaved(true);
    } catch (error) {
      showNamedSubmitError(error, setError, MENU_ITEM_FIELDS, t.menuItemSaveFailed);
    }
  });

  return (
    <DetailsForm
      onSubmit={onSubmit}
      error={errors.root?.server?.message}
      saved={saved ? t.menuItemSaved : undefined}
      pending={isSubmitting}
      words={{ submit: t.saveMenuItem, pending: t.saving }}
      fields={
        <>
          <TextField
            label={t.name}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t.price}
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
          <label className="inline-flex min-h-11 items-center gap-2 self-end font-medium">
            <input type="checkbox" className="size-5 accent-primary" {...register('active')} />
            {t.onSale}
          </label>
        </>
      }
    >
      <Suggestions id={categoriesId} values={categories} />
      <TextAreaField
        label={t.descriptionLabel}
        optional
        error={errors.description?.message}
        {...register('description')}
      />
    </DetailsForm>
  );
}
