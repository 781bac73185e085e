/*
 * The header and bottom-bar menus (Radix DropdownMenu) are non-modal and render in place,
 * without a portal: the open menu stays inside its landmark (header or nav) and the rest of
 * the page is not hidden from assistive technology while it is open. Escape and Tab close it.
 */
import { cn } from '#web/lib/cn.ts';

export const MENU_CONTENT = cn(
  'z-50 min-w-56 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-1 text-fg shadow-lg',
);

export const MENU_ITEM = cn(
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-fg no-underline',
  'data-[highlighted]:bg-surface-hover',
);

export const MENU_LABEL = 'px-3 py-2 text-sm text-muted';

export const MENU_SEPARATOR = 'my-1 h-px bg-border';
