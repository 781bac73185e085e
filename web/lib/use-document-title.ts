import { useEffect } from 'react';

/** Sets the tab title to "<title> · Barback" while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Barback`;
  }, [title]);
}
