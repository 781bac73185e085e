import { Copy, Link as LinkIcon } from 'lucide-react';
import { useState } from 'react';
import type { Invite } from '../../../../contract/locations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { roleLabel } from '../member-rules.ts';

export function joinLink(code: string): string {
  return `${window.location.origin}/join-location?code=${encodeURIComponent(code)}`;
}

/** The code just created, big enough to read out across a bar, with copy buttons. */
export function NewInviteCode({ invite }: { invite: Invite }) {
  const [copied, setCopied] = useState<string | null>(null);

  async function copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${what} copied.`);
    } catch {
      setCopied(`The ${what.toLowerCase()} could not be copied: select it and copy it by hand.`);
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-primary p-4">
      <p className="text-sm text-muted">
        New code for a {roleLabel(invite.role).toLowerCase()}, usable {invite.max_uses}{' '}
        {invite.max_uses === 1 ? 'time' : 'times'}:
      </p>
      <p
        data-testid="new-invite-code"
        className="font-mono text-3xl font-semibold tracking-[0.2em] break-all select-all"
      >
        {invite.code}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy(invite.code, 'Code')}>
          <Copy aria-hidden="true" className="size-4" />
          Copy code
        </Button>
        <Button variant="secondary" onClick={() => void copy(joinLink(invite.code), 'Join link')}>
          <LinkIcon aria-hidden="true" className="size-4" />
          Copy join link
        </Button>
      </div>
      <p role="status" className="text-sm">
        {copied}
      </p>
    </div>
  );
}
