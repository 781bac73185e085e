import { lazy, Suspense } from 'react';
import { useAppUpdate } from './app-update.ts';

// Needed once in a while, after a deploy: not part of the first page's code.
const UpdateOffer = lazy(() =>
  import('./update-offer.tsx').then((module) => ({ default: module.UpdateOffer })),
);

/**
 * Offers the new build of the app once it is on the phone (service-worker.ts). Announced as an
 * alert when it appears: the person has to act on it, and an empty live region kept on every
 * screen would only sit beside each screen's own status line.
 */
export function UpdatePrompt() {
  const waiting = useAppUpdate((state) => state.waiting);
  if (!waiting) return null;
  return (
    <div role="alert" className="print:hidden">
      <Suspense fallback={null}>
        <UpdateOffer />
      </Suspense>
    </div>
  );
}
