import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { ALLERGEN_NAMES, allergenKeys } from '../../../../contract/inventory.ts';
import { MAX_ITEM_CONVERSIONS } from '../../../../contract/units.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
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
  const conversions = useFieldArray({ control, name: 'conversions' });
  const allergens = useWatch({ control, name: 'allergens' });
  const held = allergenKeys.filter((key) => allergens[key]).length;
  return (
    <>
      <TextField
        label="Waste %"
        optional
        hint="Lost in preparing it (peel, trim, spillage). Recipes use it unless a line says otherwise."
        {...DECIMAL}
        error={errors.waste_percent?.message}
        {...register('waste_percent')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="font-medium">
          Unit conversions <span className="font-normal text-muted">(optional)</span>
        </legend>
        <p className="text-sm text-muted">
          Beyond the content per unit: “1 each = 150 g” lets a recipe use grams of an item counted
          each.
        </p>
        {conversions.fields.map((field, index) => {
          const rowErrors = errors.conversions?.[index];
          const n = index + 1;
          return (
            <div
              key={field.id}
              role="group"
              aria-label={`Conversion ${n}`}
              className="grid grid-cols-2 items-start gap-2 rounded-lg border border-border p-2 sm:grid-cols-[1fr_1fr_auto_1fr_1fr_auto]"
            >
              <TextField
                label="Amount"
                aria-label={`Amount of conversion ${n}`}
                {...DECIMAL}
                error={rowErrors?.quantity?.message}
                {...register(`conversions.${index}.quantity`)}
              />
              <TextField
                label="Unit"
                aria-label={`Unit of conversion ${n}`}
                list={unitsListId}
                autoComplete="off"
                error={rowErrors?.unit?.message}
                {...register(`conversions.${index}.unit`)}
              />
              <span aria-hidden="true" className="hidden self-center pt-7 sm:block">
                =
              </span>
              <TextField
                label="Equals"
                aria-label={`Equals, conversion ${n}`}
                {...DECIMAL}
                error={rowErrors?.equals?.message}
                {...register(`conversions.${index}.equals`)}
              />
              <TextField
                label="Unit"
                aria-label={`Equals unit of conversion ${n}`}
                list={unitsListId}
                autoComplete="off"
                error={rowErrors?.equals_unit?.message}
                {...register(`conversions.${index}.equals_unit`)}
              />
              <Button
                variant="ghost"
                className="col-span-2 self-end sm:col-span-1"
                aria-label={`Remove conversion ${n}`}
                onClick={() => conversions.remove(index)}
              >
                Remove
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
            Add a conversion
          </Button>
        )}
      </fieldset>
      <details className="rounded-lg border border-border">
        <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-medium">
          Allergens{' '}
          <span className="ml-1 font-normal text-muted">
            ({held === 0 ? 'none recorded' : `${held} recorded`})
          </span>
        </summary>
        <div className="grid gap-3 p-3 sm:grid-cols-2">
          {allergenKeys.map((key) => (
            <SelectField key={key} label={ALLERGEN_NAMES[key]} {...register(`allergens.${key}`)}>
              <option value="">Not in it</option>
              <option value="contains">Contains</option>
              <option value="may_contain">May contain</option>
            </SelectField>
          ))}
        </div>
      </details>
    </>
  );
}
