import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { amountProblem, amountText, parseAmount } from '#web/lib/amounts.ts';
import { cn } from '#web/lib/cn.ts';
import { KNOWN_ENGLISH } from '#web/lib/i18n/locales/en/known.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';

interface AmountInputProps {
  label: string;
  value: number | null;
  /** A new amount typed and left (Enter or Tab); null when emptied and `allowEmpty`. */
  onCommit: (value: number | null) => void;
  /** While typing: the amount so far (undefined while unreadable), for live totals. */
  onDraft?: (value: number | null | undefined) => void;
  allowEmpty?: boolean;
  /** Refuse 0 (packs on a line). */
  positive?: boolean;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
}

/**
 * A number typed in place, "0,5" as readily as "0.5": committed on Enter or when focus leaves,
 * put back on Escape. An unreadable entry is marked invalid, says why under the field, and is
 * not sent.
 */
export function AmountInput({
  label,
  value,
  onCommit,
  onDraft,
  allowEmpty = false,
  positive = false,
  placeholder,
  className,
  disabled,
}: AmountInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const known = useKnownMessage();
  const problemId = useId();

  function read(typed: string): number | null | undefined {
    if (typed.trim() === '') return allowEmpty ? null : undefined;
    const parsed = parseAmount(typed);
    if (parsed === undefined || (positive && parsed <= 0)) return undefined;
    return parsed;
  }

  function edit(typed: string | null): void {
    setDraft(typed);
    onDraft?.(typed === null ? value : read(typed));
  }

  function commit(): void {
    if (draft === null) return;
    const next = read(draft);
    if (next === undefined) return; // stays marked invalid until fixed or Escape
    setDraft(null);
    // The new amount holds until the owner has saved it (a live total must not jump back).
    if (next !== value) onCommit(next);
    else onDraft?.(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.stopPropagation();
      edit(null);
    }
  }

  /** Why the typed text is refused (the same words as every amount field), or undefined. */
  function problemOf(typed: string): string | undefined {
    if (read(typed) !== undefined) return undefined;
    return amountProblem(typed) ?? KNOWN_ENGLISH.numberAbove0;
  }

  const problem = draft === null ? undefined : problemOf(draft);
  // One wrapper whether or not there is a reason to show: the input keeps its place (and the
  // focus) when the reason appears under it.
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={problem !== undefined ? problemId : undefined}
        placeholder={placeholder}
        disabled={disabled}
        className={cn(
          'min-h-11 w-24 rounded-lg border border-border bg-surface px-2 text-right text-base text-fg tabular-nums',
          'placeholder:text-muted aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger',
          className,
        )}
        value={draft ?? amountText(value)}
        onChange={(event) => edit(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      {problem !== undefined && (
        <span id={problemId} className="max-w-40 text-right text-sm font-medium text-danger">
          {known(problem)}
        </span>
      )}
    </span>
  );
}
