import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { allergenKeys } from '#contract/allergens.ts';
import type { AllergenKey } from '#contract/allergens.ts';
import { MAX_ITEM_CONVERSIONS } from '#contract/units.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import type { ItemFormValues } from '../item-form.ts';

interface ItemCookingFieldsProps {
  register: UseFormRegister<ItemFormValues>;
  control: Control<ItemFormValues, unknown, object>;
  errors: FieldErrors<ItemFormValues>;
  /** The units suggested in the conversion rows (a datalist id). */
  unitsListId: string;
}

const DECIMAL = { inputMode: 'decimal', autoComplete: 'off' } as const;

/**
 * What recipes need of an item: the share lost in preparing it, its own unit conversions
 * ("1 each = 150 g", so a recipe may use grams of lemons counted each) and the 14 allergens.
 */
export function ItemCookingFields({
  register,
  control,
  errors,
  unitsListId,
}: ItemCookingFieldsProps) {
  const t = useStore(inventoryMessages);
  const allergenNames: Record<AllergenKey, string> = {
    celery: t.celery,
    gluten: t.gluten,
    crustaceans: t.crustaceans,
    eggs: t.eggs,
    fish: t.fish,
    lupin: t.lupin,
    milk: t.milk,
    molluscs: t.molluscs,
    mustard: t.mustard,
    tree_nuts: t.treeNuts,
    peanuts: t.peanuts,
    sesame: t.sesame,
    soybeans: t.soybeans,
    sulphites: t.sulphites,
  };
  const conversions = useFieldArray({ control, name: 'conversions' });
  const allergens = useWatch({ control, name: 'allergens' });
  const held = allergenKeys.filter((key) => allergens[key]).length;
  return (
    <>
      <TextField
        label={t.wastePercent}
        optional
        hint={t.wasteHint}
        {...DECIMAL}
        error={errors.waste_percent?.message}
        {...register('waste_percent')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium">
          <Interpolate
            message={t.unitConversions}
            values={{ optional: <span className="font-normal text-muted">{t.optional}</span> }}
          />
        </legend>
        <p className="text-sm text-muted">{t.conversionsHint}</p>
        {conversions.fields.map((field, index) => {
          const rowErrors = errors.conversions?.[index];
          const n = index + 1;
          return (
            <div
              key={field.id}
              role="group"
              aria-label={t.conversion({ n })}
              className="grid grid-cols-2 items-start gap-2 rounded-lg border border-border p-2 sm:grid-cols-[1fr_1fr_auto_1fr_1fr_auto]"
            >
              <TextField
                label={t.amount}
                aria-label={t.amountOfConversion({ n })}
                {...DECIMAL}
                error={rowErrors?.quantity?.message}
                {...register(`conversions.${index}.quantity`)}
              />
              <TextField
                label={t.unit}
                aria-label={t.unitOfConversion({ n })}
                list={unitsListId}
                autoComplete="off"
                error={rowErrors?.unit?.message}
                {...register(`conversions.${index}.unit`)}
              />
              <span aria-hidden="true" className="hidden self-center pt-7 sm:block">
                =
              </span>
              <TextField
                label={t.equals}
                aria-label={t.equalsOfConversion({ n })}
                {...DECIMAL}
                error={rowErrors?.equals?.message}
                {...register(`conversions.${index}.equals`)}
              />
              <TextField
                label={t.unit}
                aria-label={t.equalsUnitOfConversion({ n })}
                list={unitsListId}
                autoComplete="off"
                error={rowErrors?.equals_unit?.message}
                {...register(`conversions.${index}.equals_unit`)}
              />
              <Button
                variant="ghost"
                className="col-span-2 self-end sm:col-span-1"
                aria-label={t.removeConversion({ n })}
                onClick={() => conversions.remove(index)}
              >
                {t.remove}
              </Button>
            </div>
          );
        })}
        {conversions.fields.length < MAX_ITEM_CONVERSIONS && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() =>
              conversions.append({ quantity: '1', unit: '', equals: '', equals_unit: '' })
            }
          >
            <Plus aria-hidden="true" className="size-5" />
            {t.addConversion}
          </Button>
        )}
      </fieldset>
      <details className="rounded-lg border border-border">
        <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-medium">
          {t.allergens}{' '}
          <span className="ml-1 font-normal text-muted">
            ({held === 0 ? t.noneRecorded : t.recorded(held)})
          </span>
        </summary>
        <div className="grid gap-3 p-3 sm:grid-cols-2">
          {allergenKeys.map((key) => (
            <SelectField key={key} label={allergenNames[key]} {...register(`allergens.${key}`)}>
              <option value="">{t.notInIt}</option>
              <option value="contains">{t.contains}</option>
              <option value="may_contain">{t.mayContain}</option>
            </SelectField>
          ))}
        </div>
      </details>
    </>
  );
}
