import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LocationRef } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { useMembers } from '../../../lib/api/get-members.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useLeaveLocation } from '../api/remove-member.ts';
import { forgetLocation } from '../forget-location.ts';

interface LeaveSectionProps {
  location: LocationRef;
  selfUserId: string;
}

export function LeaveSection({ location, selfUserId }: LeaveSectionProps) {
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
      setError(failureMessage(failure, 'You could not leave this location.'));
      return;
    }
    // Away from the location's pages first, so no guard flashes "not found" on the way.
    await navigate('/dashboard', { replace: true });
    forgetLocation(queryClient, location.id);
  }

  return (
    <Section
      title="Leave location"
      description={`You lose access to ${location.name} until someone invites you again.`}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {!confirming ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={!membership}
          onClick={() => setConfirming(true)}
        >
          Leave location…
        </Button>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            variant="danger"
            aria-disabled={leave.isPending || undefined}
            onClick={() => void onLeave()}
          >
            {leave.isPending ? 'Leaving…' : `Yes, leave ${location.name}`}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Stay
          </Button>
        </div>
      )}
    </Section>
  );
}
