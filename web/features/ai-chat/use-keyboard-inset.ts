import { useEffect, useState } from 'react';

/**
 * How many pixels at the bottom of the window the on-screen keyboard covers (0 when it is
 * closed, or where the browser has no `visualViewport`). Phones shrink the visual viewport
 * when the keyboard opens but keep the layout viewport, so a bar fixed to the bottom would
 * sit behind the keys: the chat's message box lifts itself by this much instead.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () => {
      const covered = window.innerHeight - viewport.height - viewport.offsetTop;
      // A few pixels of rounding or a collapsing address bar are not a keyboard.
      setInset(covered > 80 ? Math.round(covered) : 0);
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}
