import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';

/**
 * A message about the whole form. Errors are alerts (read out at once) and scroll into
 * view — on a phone the top of a long form is often off screen when it is sent; a success
 * is a status (read out politely). A message given as text is translated when it is a known
 * one (a validation or client-side error message); any other, such as a server's, shows as it came.
 */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const known = useKnownMessage();
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView, hence the optional call.
    if (tone === 'error') box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [tone]);
  return (
    <div
      ref={box}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-l-4 border-border bg-surface p-3',
        tone === 'error' ? 'border-l-danger' : 'border-l-success',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-danger' : 'text-success')}
      />
      <div className="flex-1">{typeof children === 'string' ? known(children) : children}</div>
    </div>
  );
}
