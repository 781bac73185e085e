import { vi } from 'vitest';

/** What an import in short steps awaits between two of them (its `…Pace` object). */
export interface StepPace {
  between: (rowsWritten: number) => Promise<void>;
}

/**
 * Holds an import in short steps after its first step until `release` is called: `reached`
 * resolves once the first step is written, with the database free for others.
 */
export function holdAfterFirstStep(pace: StepPace) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let paused!: () => void;
  const reached = new Promise<void>((resolve) => {
    paused = resolve;
  });
  vi.spyOn(pace, 'between').mockImplementationOnce(async () => {
    paused();
    await released;
  });
  return { reached, release };
}
