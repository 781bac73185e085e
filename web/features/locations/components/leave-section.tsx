import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LocationRef } from '#contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { useMembers } from '#web/lib/api/get-members.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useLeaveLocation } from '../api/remove-member.ts';
import { forgetLocation } from '../forget-location.ts';

interface LeaveSectionProps {
  location: LocationRef;
  selfUserId: string;
}

export function LeaveSection({ location, selfUserId }: LeaveSectionProps) {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const members = useMembers(location.id);
  const leave = useLeaveLocation(location.id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const membership = members.data?.find((member) => member.user_id === selfUserId);

  async function onLeave(): Promise<void> {
    if (!membership || leave.isPending) return;
    setError(null);
    try {
      await leave.mutateAsync(membership.id);
    } catch (failure) {
      setConfirming(false);
      setError(failureMessage(failure, t.leaveFailed));
      return;
    }
    // Away from the location's pages first, so no guard flashes "not found" on the way.
    await navigate('/dashboard', { replace: true });
    forgetLocation(queryClient, location.id);
  }

  return (
    <Section title={t.leaveTitle} description={t.leaveDescription({ name: location.name })}>
      {error && <FormAlert>{known(error)}</FormAlert>}
      {!confirming ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={!membership}
          onClick={() => setConfirming(true)}
        >
          {t.leaveOpen}
        </Button>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            variant="danger"
            aria-disabled={leave.isPending || undefined}
            onClick={() => void onLeave()}
          >
            {leave.isPending ? t.leaving : t.yesLeave({ name: location.name })}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t.stay}
          </Button>
        </div>
      )}
    </Section>
  );
}
