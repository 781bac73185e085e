import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The height that takes the element from where it starts down to the bottom of what the
 * screen shows: above a bar fixed to the bottom edge (the phone's navigation) if there is
 * one. The stock list fills it with a scroll area of its own, so everything under that area
 * (the bar of notifications) is seen, never covering a row.
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();

  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      // Never less than a few rows: on a very short window the page scrolls instead.
      setHeight(Math.max(240, Math.floor(freeBottom() - top)));
    };
    measure();
    // A banner above (offline, an update) moves the element down; a turned phone resizes.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);

  return height;
}

/** The top of a bar fixed to the bottom of the window (in its lower half), else its bottom. */
function freeBottom(): number {
  const bottom = window.innerHeight;
  // jsdom has no layout: no bar there.
  const hit = document.elementFromPoint?.(window.innerWidth / 2, bottom - 1) ?? null;
  for (let element = hit; element; element = element.parentElement) {
    if (getComputedStyle(element).position !== 'fixed') continue;
    const top = element.getBoundingClientRect().top;
    return top > bottom / 2 ? top : bottom;
  }
  return bottom;
}
