import { useState } from 'react';
import type { Member } from '../../../../contract/locations.ts';
import { role as roleSchema } from '../../../../contract/roles.ts';
import type { Role } from '../../../../contract/roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMembers } from '../../../lib/api/get-members.ts';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { assignableRoles, canRemoveMember, roleLabel } from '../member-rules.ts';
import { userLocale } from '../../../lib/amounts.ts';

interface MembersSectionProps {
  locationId: string;
  role: Role;
  selfUserId: string;
}

export function MembersSection({ locationId, role, selfUserId }: MembersSectionProps) {
  const members = useMembers(locationId);
  return (
    <Section title="Members" description="Everyone who works in this location, and their role.">
      {members.isPending && <Spinner />}
      {members.isError && (
        <FormAlert>
          <p>{failureMessage(members.error, 'The team could not be loaded.')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void members.refetch()}>
            Try again
          </Button>
        </FormAlert>
      )}
      {members.data?.length === 0 && <p className="text-muted">No members yet.</p>}
      {members.data && members.data.length > 0 && (
        <ul className="flex flex-col divide-y divide-border">
          {members.data.map((member) => (
            <MemberRow
              key={member.id}
              locationId={locationId}
              member={member}
              actorRole={role}
              selfUserId={selfUserId}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

const joinedFormat = new Intl.DateTimeFormat(userLocale(), { dateStyle: 'medium' });

interface MemberRowProps {
  locationId: string;
  member: Member;
  actorRole: Role;
  selfUserId: string;
}

function MemberRow({ locationId, member, actorRole, selfUserId }: MemberRowProps) {
  const updateMember = useUpdateMember(locationId);
  const removeMember = useRemoveMember(locationId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const roles = assignableRoles(actorRole, member, selfUserId);
  const removable = canRemoveMember(actorRole, member, selfUserId);
  const isSelf = member.user_id === selfUserId;

  async function changeRole(value: string): Promise<void> {
    const parsed = roleSchema.safeParse(value);
    if (!parsed.success || parsed.data === member.role) return;
    setError(null);
    try {
      await updateMember.mutateAsync({ memberId: member.id, role: parsed.data });
    } catch (failure) {
      setError(failureMessage(failure, `${member.name}'s role could not be changed.`));
    }
  }

  async function remove(): Promise<void> {
    setError(null);
    try {
      await removeMember.mutateAsync(member.id);
    } catch (failure) {
      setConfirming(false);
      setError(failureMessage(failure, `${member.name} could not be removed.`));
    }
  }

  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">
            {member.name}
            {isSelf && <span className="font-normal text-muted"> (you)</span>}
          </span>
          <span className="text-sm break-all text-muted">{member.email}</span>
          <span className="text-sm text-muted">
            Joined {joinedFormat.format(new Date(member.joined_at))}
          </span>
        </div>
        {roles.length === 0 && (
          <span className="rounded-full border border-border px-3 py-1 text-sm">
            {roleLabel(member.role)}
          </span>
        )}
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {(roles.length > 0 || removable) && (
        <div className="flex flex-wrap items-end gap-3">
          {roles.length > 0 && (
            <div className="min-w-40">
              <SelectField
                label={`Role of ${member.name}`}
                value={member.role}
                disabled={updateMember.isPending}
                onChange={(event) => void changeRole(event.target.value)}
              >
                {roles.map((option) => (
                  <option key={option} value={option}>
                    {roleLabel(option)}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
          {removable && !confirming && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Remove {member.name}…
            </Button>
          )}
        </div>
      )}
      {confirming && (
        <div
          role="group"
          aria-label={`Remove ${member.name}`}
          className="flex flex-col gap-3 rounded-lg border border-danger p-3"
        >
          <p>{member.name} loses access to this location at once.</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              aria-disabled={removeMember.isPending || undefined}
              onClick={() => void (removeMember.isPending ? undefined : remove())}
            >
              {removeMember.isPending ? 'Removing…' : `Yes, remove ${member.name}`}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
