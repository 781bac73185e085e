import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from './form-errors.ts';

/**
 * A button that downloads a file: its label while the file is prepared, and what went wrong
 * beside it when the download fails. A second press while one runs does nothing.
 */
export function DownloadButton({
  download,
  label,
  pendingLabel,
  failedLabel,
}: {
  download: () => Promise<void>;
  label: string;
  pendingLabel: string;
  failedLabel: string;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(): Promise<void> {
    setPending(true);
    setError(null);
    try {
      await download();
    } catch (failure) {
      setError(failureMessage(failure, failedLabel));
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="flex flex-col gap-3">
      {error && <FormAlert>{error}</FormAlert>}
      <Button
        variant="secondary"
        className="self-start"
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) void run();
        }}
      >
        <Download aria-hidden="true" className="size-5" />
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
