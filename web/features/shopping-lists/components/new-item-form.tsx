import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Decimal from 'decimal.js';
import type { Item } from '#contract/inventory.ts';
import type { VendorItem } from '#contract/vendors.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { amountProblem, parseAmount } from '#web/lib/amounts.ts';
import { showSubmitError } from '#web/lib/form-errors.ts';
import { shoppingMessages } from '#web/lib/i18n/locales/en/shopping.ts';
import { useCreateInventoryItem } from '../api/create-inventory-item.ts';

/** What the catalogue line suggests for the new item. */
export interface NewItemDraft {
  name: string;
  /** The line's price ÷ its pack size, when it has a price. */
  costPerUnit: number | null;
}

/** The line's name, and its price per unit of its pack (4 decimals, as costs are kept). */
export function newItemDraft(line: VendorItem): NewItemDraft {
  return {
    name: line.name,
    costPerUnit:
      line.pack_size > 0
        ? new Decimal(line.price).div(line.pack_size).toDecimalPlaces(4).toNumber()
        : null,
  };
}

interface NewItemFormProps {
  locationId: string;
  draft: NewItemDraft;
  /** The item made: the caller links the line to it. */
  onCreated: (item: Item) => void;
}

const FIELDS = ['name', 'unit', 'cost_per_unit'] as const;

function newItemForm(words: { enterName: string; enterUnit: string }) {
  return z.object({
    name: z.string().trim().min(1, words.enterName),
    unit: z.string().trim().min(1, words.enterUnit),
    // Empty: no cost yet. Anything else must read as an amount (its message says how).
    cost_per_unit: z.string().superRefine((typed, ctx) => {
      const problem = typed.trim() === '' ? undefined : amountProblem(typed);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}
type NewItemValues = z.infer<ReturnType<typeof newItemForm>>;

/**
 * A new inventory item from a catalogue line no item matches: its name and cost per unit from
 * the line, the unit the venue counts it in typed by the person.
 */
export function NewItemForm({ locationId, draft, onCreated }: NewItemFormProps) {
  const t = useStore(shoppingMessages);
  const createItem = useCreateInventoryItem(locationId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewItemValues>({
    resolver: zodResolver(newItemForm({ enterName: t.enterItemName, enterUnit: t.enterItemUnit })),
    defaultValues: {
      name: draft.name,
      unit: '',
      cost_per_unit: draft.costPerUnit === null ? '' : String(draft.costPerUnit),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const item = await createItem.mutateAsync({
        location_id: locationId,
        name: values.name.trim(),
        unit: values.unit.trim(),
        cost_per_unit: parseAmount(values.cost_per_unit) ?? null,
      });
      onCreated(item);
    } catch (error) {
      showSubmitError(error, setError, FIELDS, t.itemNotCreated);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.newItemFromLine}
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <h3 className="font-medium">{t.newItemFromLine}</h3>
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <TextField
        label={t.newItemName}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.newItemUnit}
          hint={t.newItemUnitHint}
          autoComplete="off"
          error={errors.unit?.message}
          {...register('unit')}
        />
        <TextField
          label={t.newItemCost}
          optional
          inputMode="decimal"
          autoComplete="off"
          error={errors.cost_per_unit?.message}
          {...register('cost_per_unit')}
        />
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel={t.creatingItem}>
        {t.createAndLink}
      </SubmitButton>
    </form>
  );
}
