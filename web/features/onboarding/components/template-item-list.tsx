import type { TemplateItem } from '../templates/template-types.ts';

interface ListProps {
  items: TemplateItem[];
  excluded: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onChange: (key: string, field: 'par_level' | 'cost_per_unit', value: number) => void;
}

/** An emptied field holds NaN: show it empty (React warns about a NaN value). */
const shown = (value: number) => (Number.isNaN(value) ? '' : value);

const NUMBER_CLASS =
  'min-h-11 w-24 rounded-lg border border-border bg-surface px-2 text-base text-fg tabular-nums';

/** The template's items, grouped by category: untick to leave out, edit par and cost. */
export function TemplateItemList({ items, excluded, onToggle, onChange }: ListProps) {
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
                  <label className="flex items-center gap-1 text-sm text-muted">
                    Par
                    <input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      aria-label={`Par level of ${item.name}`}
                      className={NUMBER_CLASS}
                      value={shown(item.par_level)}
                      onChange={(event) =>
                        onChange(item.key, 'par_level', event.target.valueAsNumber)
                      }
                    />
                  </label>
                  <label className="flex items-center gap-1 text-sm text-muted">
                    Cost
                    <input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="any"
                      aria-label={`Cost per unit of ${item.name}`}
                      className={NUMBER_CLASS}
                      value={shown(item.cost_per_unit)}
                      onChange={(event) =>
                        onChange(item.key, 'cost_per_unit', event.target.valueAsNumber)
                      }
                    />
                  </label>
                </div>
              );
            })}
        </fieldset>
      ))}
    </div>
  );
}
