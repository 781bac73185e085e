import { create } from 'zustand';

interface AppUpdateState {
  /** A new build is installed and waiting for the page to let it take over. */
  waiting: boolean;
  /** Lets the waiting build take over; the page reloads once it controls it. */
  reload: () => void;
}

/** Set by service-worker.ts (loaded after the first page), read by update-prompt.tsx. */
export const useAppUpdate = create<AppUpdateState>()(() => ({ waiting: false, reload: () => {} }));
