import type { ReactNode } from 'react';

/**
 * A wide table's frame that scrolls sideways on a narrow screen. It takes focus, so keyboard
 * users can scroll it with the arrow keys; its label says what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="relative overflow-x-auto"
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users scroll it
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </div>
  );
}
