import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { amountText, parseAmount } from '#web/lib/amounts.ts';
import { onboardingMessages } from '#web/lib/i18n/locales/en/onboarding.ts';
import type { TemplateItem } from '../templates/template-types.ts';

interface ListProps {
  items: TemplateItem[];
  excluded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onChange: (key: string, field: 'par_level' | 'cost_per_unit', value: number) => void;
}

const NUMBER_CLASS =
  'min-h-11 w-24 rounded-lg border border-border bg-surface px-2 text-base text-fg tabular-nums aria-invalid:border-danger';

/**
 * A par level or cost typed as text, "0,5" as readily as "0.5" (a number input refuses the
 * comma in an English browser). What cannot be read is NaN for the import to refuse by row.
 */
function AmountField({
  caption,
  label,
  value,
  onChange,
}: {
  caption: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const [typed, setTyped] = useState(() => (Number.isNaN(value) ? '' : amountText(value)));
  return (
    <label className="flex items-center gap-1 text-sm text-muted">
      {caption}
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={parseAmount(typed) === undefined || undefined}
        className={NUMBER_CLASS}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange(parseAmount(event.target.value) ?? NaN);
        }}
      />
    </label>
  );
}

/** The template's items, grouped by category: untick to leave out, edit par and cost. */
export function TemplateItemList({ items, excluded, onToggle, onChange }: ListProps) {
  const t = useStore(onboardingMessages);
  const categories = [...new Set(items.map((item) => item.category))];
  return (
    <div className="flex flex-col gap-4">
      {categories.map((category) => (
        <fieldset key={category} className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold">{category}</legend>
          {items
            .filter((item) => item.category === category)
            .map((item) => {
              const content = item.unit_content
                ? `${item.unit}, ${item.unit_content} ${item.unit_content_unit ?? ''}`
                : item.unit;
              return (
                <div
                  key={item.key}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-border py-2"
                >
                  <div className="flex min-w-0 flex-1 basis-48 flex-col">
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0 accent-primary"
                        aria-describedby={`${item.key}-details`}
                        checked={!excluded.has(item.key)}
                        onChange={() => onToggle(item.key)}
                      />
                      {item.name}
                    </label>
                    <span id={`${item.key}-details`} className="pl-8 text-sm text-muted">
                      {content} · {item.storage_area}
                    </span>
                  </div>
                  <AmountField
                    caption={t.par}
                    label={t.parLevelOf({ name: item.name })}
                    value={item.par_level}
                    onChange={(value) => onChange(item.key, 'par_level', value)}
                  />
                  <AmountField
                    caption={t.cost}
                    label={t.costPerUnitOf({ name: item.name })}
                    value={item.cost_per_unit}
                    onChange={(value) => onChange(item.key, 'cost_per_unit', value)}
                  />
                </div>
              );
            })}
        </fieldset>
      ))}
    </div>
  );
}
