import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { MenuItem } from '#contract/menu.ts';
import type { SalesMappingsResponse } from '#contract/sales.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { EmptyState, LoadError } from '#web/components/ui/query-states.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatQuantity } from '#web/lib/amounts.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { salesMessages } from '#web/lib/i18n/locales/en/sales.ts';
import { useSalesMappings } from '../api/get-mappings.ts';
import { useMenuChoices } from '../api/get-menu-choices.ts';
import { usePutMapping } from '../api/put-mapping.ts';

type Unmatched = SalesMappingsResponse['unmapped'][number];

/** One unmatched name: the menu item it is (the suggestion chosen first), or ignore it. */
function UnmatchedName({
  name,
  menu,
  editable,
  busy,
  error,
  onMap,
}: {
  name: Unmatched;
  menu: MenuItem[];
  editable: boolean;
  /** A mapping is being saved: another press sends nothing. */
  busy: boolean;
  /** What went wrong with this name's last mapping. */
  error: string | null;
  onMap: (menuItemId: string | null) => void;
}) {
  const t = useStore(salesMessages);
  const [chosen, setChosen] = useState(name.suggested?.menu_item_id ?? '');

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-lg font-semibold">{name.pos_name}</span>
        <span className="text-sm text-muted tabular-nums">
          {t.soldInLines({
            quantity: formatQuantity(name.quantity),
            lines: t.lineCount(name.lines),
          })}
        </span>
      </div>
      {name.suggested && (
        <p className="text-sm text-muted">{t.suggested({ item: name.suggested.name })}</p>
      )}
      {editable && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:flex-1">
            <SelectField
              label={t.menuItemFor({ name: name.pos_name })}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{t.chooseMenuItem}</option>
              {menu.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="flex gap-2">
            <Button
              disabled={!chosen}
              aria-disabled={busy || undefined}
              aria-label={t.matchName({ name: name.pos_name })}
              onClick={() => {
                if (!busy && chosen) onMap(chosen);
              }}
            >
              {t.match}
            </Button>
            <Button
              variant="secondary"
              aria-disabled={busy || undefined}
              aria-label={t.ignoreName({ name: name.pos_name })}
              onClick={() => {
                if (!busy) onMap(null);
              }}
            >
              {t.ignore}
            </Button>
          </div>
        </div>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </li>
  );
}

/**
 * The POS names of the imported sales that no menu item takes yet, most sold first: each
 * matched to a menu item (the closest name suggested) or ignored in one action, remembered
 * for every later import. The names already matched are listed below, folded.
 */
export function UnmatchedNames({
  locationId,
  editable,
}: {
  locationId: string;
  editable: boolean;
}) {
  const t = useStore(salesMessages);
  const mappings = useSalesMappings(locationId);
  const menu = useMenuChoices(locationId);
  const put = usePutMapping(locationId);
  const [done, setDone] = useState('');
  const [failed, setFailed] = useState<{ key: string; message: string } | null>(null);

  async function map(name: Unmatched, menuItemId: string | null): Promise<void> {
    setFailed(null);
    setDone('');
    try {
      const answer = await put.mutateAsync({ pos_name: name.pos_name, menu_item_id: menuItemId });
      setDone(
        menuItemId === null
          ? t.ignoredDone({ name: name.pos_name })
          : t.matchedDone({
              name: name.pos_name,
              item: answer.mapping.menu_item_name ?? '',
              lines: t.lineCount(answer.lines_reattributed),
            }),
      );
    } catch (error) {
      setFailed({ key: name.pos_key, message: failureMessage(error, t.mappingFailed) });
    }
  }

  let content;
  if (mappings.isPending) {
    content = <Spinner label={t.loadingNames} />;
  } else if (mappings.isError) {
    content = (
      <LoadError
        error={mappings.error}
        message={t.namesLoadFailed}
        onRetry={() => void mappings.refetch()}
      />
    );
  } else {
    const { unmapped, mappings: known } = mappings.data;
    content = (
      <>
        {unmapped.length === 0 ? (
          <EmptyState>
            <p>{t.allMatched}</p>
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t.unmatchedList}>
            {unmapped.map((name) => (
              <UnmatchedName
                key={name.pos_key}
                name={name}
                menu={menu.data ?? []}
                editable={editable}
                busy={put.isPending}
                error={failed?.key === name.pos_key ? failed.message : null}
                onMap={(menuItemId) => void map(name, menuItemId)}
              />
            ))}
          </ul>
        )}
        {known.length > 0 && (
          <details className="rounded-lg border border-border p-3">
            <summary className="flex min-h-11 cursor-pointer items-center font-medium">
              {t.matchedNames(known.length)}
            </summary>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {known.map((mapping) => (
                <li key={mapping.pos_key}>
                  {mapping.menu_item_id === null
                    ? t.mappingIgnored({ name: mapping.pos_name })
                    : t.mappingTo({
                        name: mapping.pos_name,
                        item: mapping.menu_item_name ?? t.notMatched,
                      })}
                </li>
              ))}
            </ul>
          </details>
        )}
      </>
    );
  }

  return (
    <Section id="unmatched" title={t.unmatchedTitle} description={t.unmatchedHelp}>
      <p role="status" className="text-sm empty:hidden">
        {done}
      </p>
      {menu.isError && <FormAlert>{t.menuLoadFailed}</FormAlert>}
      {content}
    </Section>
  );
}
