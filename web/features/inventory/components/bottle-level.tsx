import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { cn } from '#web/lib/cn.ts';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';
import { formatQuantity } from '../stock-rows.ts';
import { LEVEL_STEP, levelInTenths } from '../weight-fraction.ts';

interface BottleLevelProps {
  /** 0..1: how full the open bottle is. */
  value: number;
  onChange: (level: number) => void;
  label: string;
  className?: string;
  /** The control a dialog opening around it focuses first. */
  initialFocus?: boolean;
}

/**
 * The open bottle as a picture whose level is dragged up and down (or moved by the arrow keys,
 * a tenth at a time): an accessible slider from empty (0) to full (1).
 */
export function BottleLevel({ value, onChange, label, className, initialFocus }: BottleLevelProps) {
  const t = useStore(inventoryMessages);
  const picture = useRef<HTMLDivElement>(null);

  function levelAt(clientY: number): number {
    const box = picture.current?.getBoundingClientRect();
    if (!box || box.height === 0) return value;
    return levelInTenths((box.bottom - clientY) / box.height);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>): void {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    onChange(levelAt(event.clientY));
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>): void {
    if (event.buttons === 0) return;
    onChange(levelAt(event.clientY));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const moves: Record<string, number> = {
      ArrowUp: value + LEVEL_STEP,
      ArrowRight: value + LEVEL_STEP,
      ArrowDown: value - LEVEL_STEP,
      ArrowLeft: value - LEVEL_STEP,
      PageUp: value + 3 * LEVEL_STEP,
      PageDown: value - 3 * LEVEL_STEP,
      Home: 0,
      End: 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(levelInTenths(next));
  }

  const percent = Math.round(value * 100);
  return (
    <div
      ref={picture}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="vertical"
      aria-valuemin={0}
      aria-valuemax={1}
      aria-valuenow={value}
      // "0.7 of a bottle": what a screen reader says of a level.
      aria-valuetext={t.levelOfBottle({ level: formatQuantity(value) })}
      data-autofocus={initialFocus || undefined}
      className={cn(
        // The bottle's body: tall enough to set a tenth with a thumb (about 20 px each).
        'relative h-52 w-24 cursor-ns-resize touch-none overflow-hidden rounded-t-[2.5rem] rounded-b-2xl',
        'border-4 border-fg bg-surface select-none',
        className,
      )}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onKeyDown={onKeyDown}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 bg-primary transition-[height] duration-75"
        style={{ height: `${percent}%` }}
      />
      {/* Tenths marked on the glass, so a level can be read off the picture. */}
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((tenth) => (
        <div
          key={tenth}
          aria-hidden="true"
          className={cn('absolute right-0 h-px bg-muted', tenth === 5 ? 'w-8' : 'w-4')}
          style={{ bottom: `${tenth * 10}%` }}
        />
      ))}
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-lg font-semibold text-fg tabular-nums mix-blend-normal"
      >
        <span className="rounded bg-surface px-1">{formatQuantity(value)}</span>
      </span>
    </div>
  );
}
