import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import type {
  AssistantField,
  AssistantRow,
  AssistantToolCall,
  AssistantToolResult,
} from '#contract/assistant-results.ts';
import { TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { assistantMessages } from '#web/lib/i18n/locales/en/assistant.ts';
import { alignsRight, formatValue } from '../format.ts';
import { linkLabel, linkPath } from '../links.ts';

function Fields({ fields, currency }: { fields: AssistantField[]; currency: string }) {
  const t = useStore(assistantMessages);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {fields.map((field) => (
        <div key={field.label} className="contents">
          <dt className="text-muted">{field.label}</dt>
          <dd className={cn('font-medium', alignsRight(field.format) && 'tabular-nums')}>
            {formatValue(field.value, field.format, currency, t)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Columns whose values are never broken across lines. */
const KEEP_WHOLE = new Set(['phone']);
/** Columns whose values may break at any character (they have no spaces). */
const BREAK_ANYWHERE = new Set(['email']);

/**
 * What one lookup found: a compact table, a card of one object's fields, or "nothing found",
 * each leading to the screen it came from. Venue data is rendered as text, never as markup.
 */
export function ToolResultView({
  result,
  call,
  locationId,
  currency,
}: {
  result: AssistantToolResult;
  call?: AssistantToolCall;
  locationId: string;
  currency: string;
}) {
  const t = useStore(assistantMessages);
  const from = { tool: result.tool, call };
  const rowPath = (row: AssistantRow) => (row.link ? linkPath(locationId, row.link, from) : null);
  // A text column nobody filled in (no category anywhere) only takes room on a phone. Numbers
  // stay: a column of missing prices says something.
  const columns =
    result.kind === 'table'
      ? result.columns.filter(
          (column) =>
            column.format !== 'text' ||
            result.rows.length === 0 ||
            result.rows.some((row) => (row.cells[column.key] ?? null) !== null),
        )
      : [];
  return (
    <section
      aria-label={result.title}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3"
    >
      <h3 className="font-semibold">{result.title}</h3>
      {result.kind === 'empty' && <p className="text-sm text-muted">{t.nothingFound}</p>}
      {result.kind === 'card' && <Fields fields={result.fields} currency={currency} />}
      {result.kind === 'table' && (
        <>
          {/* Wide tables scroll sideways on a phone; the region takes focus for the keys. */}
          <div
            className="relative -mx-3 overflow-x-auto px-3"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region
            tabIndex={0}
            aria-label={t.table({ title: result.title })}
            role="region"
          >
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr className="border-b border-border text-left text-muted">
                  {columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={cn(
                        // A long heading ("Lead time (days)") wraps at its spaces rather than
                        // widen the table.
                        'py-1 pr-3 align-bottom font-medium last:pr-0',
                        alignsRight(column.format) && 'text-right',
                      )}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row, index) => {
                  const path = rowPath(row);
                  return (
                    <tr key={index} className="border-b border-border last:border-b-0">
                      {columns.map((column, columnIndex) => {
                        const shown = formatValue(
                          row.cells[column.key] ?? null,
                          column.format,
                          currency,
                          t,
                        );
                        return (
                          <td
                            key={column.key}
                            className={cn(
                              // Long text (a name, an email) wraps, at any point if it must,
                              // so the table fits its column.
                              'py-1 pr-3 align-top last:pr-0',
                              !alignsRight(column.format) &&
                                // Text wraps between its words; an address, which has no
                                // spaces, anywhere.
                                (BREAK_ANYWHERE.has(column.key)
                                  ? '[overflow-wrap:anywhere]'
                                  : '[overflow-wrap:break-word]'),
                              alignsRight(column.format) &&
                                'text-right tabular-nums whitespace-nowrap',
                              // A phone number reads as one piece.
                              KEEP_WHOLE.has(column.key) && 'whitespace-nowrap',
                            )}
                          >
                            {columnIndex === 0 && path ? (
                              <Link to={path} className={cn(TEXT_LINK_CLASS, 'text-link')}>
                                {shown}
                              </Link>
                            ) : (
                              shown
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {result.total_rows > result.rows.length && (
            <p className="text-sm text-muted">
              {t.showingOf({
                shown: String(result.rows.length),
                total: String(result.total_rows),
              })}
            </p>
          )}
          {result.totals && result.totals.length > 0 && (
            <Fields fields={result.totals} currency={currency} />
          )}
        </>
      )}
      {result.link && (
        <Link
          to={linkPath(locationId, result.link, from)}
          className={cn(TEXT_LINK_CLASS, 'self-start text-link')}
        >
          {linkLabel(result.link, t)}
        </Link>
      )}
    </section>
  );
}
