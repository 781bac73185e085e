import { useStore } from '@nanostores/react';
import { Copy, Link as LinkIcon } from 'lucide-react';
import { useState } from 'react';
import type { Invite } from '#contract/locations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';

function joinLink(code: string): string {
  return `${window.location.origin}/join-location?code=${encodeURIComponent(code)}`;
}

/** The code just created, big enough to read out across a bar, with copy buttons. */
export function NewInviteCode({ invite }: { invite: Invite }) {
  const t = useStore(locationsMessages);
  // What was copied and how it went; the sentence is read at display, in the language in use.
  const [copied, setCopied] = useState<{ what: 'code' | 'joinLink'; ok: boolean } | null>(null);
  const copiedMessages = {
    code: { ok: t.codeCopied, failed: t.codeCopyFailed },
    joinLink: { ok: t.joinLinkCopied, failed: t.joinLinkCopyFailed },
  };

  async function copy(text: string, what: 'code' | 'joinLink'): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ what, ok: true });
    } catch {
      setCopied({ what, ok: false });
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl border-2 border-primary p-4">
      <p className="text-sm text-muted">
        {invite.role === 'manager'
          ? t.newManagerCode(invite.max_uses)
          : t.newStaffCode(invite.max_uses)}
      </p>
      <p
        data-testid="new-invite-code"
        className="font-mono text-3xl font-semibold tracking-[0.2em] break-all select-all"
      >
        {invite.code}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy(invite.code, 'code')}>
          <Copy aria-hidden="true" className="size-4" />
          {t.copyCode}
        </Button>
        <Button variant="secondary" onClick={() => void copy(joinLink(invite.code), 'joinLink')}>
          <LinkIcon aria-hidden="true" className="size-4" />
          {t.copyJoinLink}
        </Button>
      </div>
      <p role="status" className="text-sm">
        {copied && copiedMessages[copied.what][copied.ok ? 'ok' : 'failed']}
      </p>
    </div>
  );
}
