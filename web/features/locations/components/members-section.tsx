import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Member } from '#contract/locations.ts';
import { role as roleSchema } from '#contract/roles.ts';
import type { Role } from '#contract/roles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMembers } from '#web/lib/api/get-members.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { assignableRoles, canRemoveMember } from '../member-rules.ts';
import { userLocale } from '#web/lib/amounts.ts';

interface MembersSectionProps {
  locationId: string;
  role: Role;
  selfUserId: string;
}

export function MembersSection({ locationId, role, selfUserId }: MembersSectionProps) {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  const members = useMembers(locationId);
  return (
    <Section title={t.members} description={t.membersDescription}>
      {members.isPending && <Spinner />}
      {members.isError && (
        <FormAlert>
          <p>{known(failureMessage(members.error, t.teamLoadFailed))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void members.refetch()}>
            {t.tryAgain}
          </Button>
        </FormAlert>
      )}
      {members.data?.length === 0 && <p className="text-muted">{t.noMembers}</p>}
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
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
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
      setError(failureMessage(failure, t.roleChangeFailed({ name: member.name })));
    }
  }

  async function remove(): Promise<void> {
    setError(null);
    try {
      await removeMember.mutateAsync(member.id);
    } catch (failure) {
      setConfirming(false);
      setError(failureMessage(failure, t.removeFailed({ name: member.name })));
    }
  }

  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="font-medium break-words">
            {member.name}
            {isSelf && <span className="font-normal text-muted"> {t.you}</span>}
          </span>
          <span className="text-sm break-all text-muted">{member.email}</span>
          <span className="text-sm text-muted">
            {t.joined({ date: joinedFormat.format(new Date(member.joined_at)) })}
          </span>
        </div>
        {roles.length === 0 && (
          <span className="rounded-full border border-border px-3 py-1 text-sm">
            {t[member.role]}
          </span>
        )}
      </div>
      {error && <FormAlert>{known(error)}</FormAlert>}
      {(roles.length > 0 || removable) && (
        <div className="flex flex-wrap items-end gap-3">
          {roles.length > 0 && (
            <div className="min-w-40">
              <SelectField
                label={t.roleOf({ name: member.name })}
                value={member.role}
                disabled={updateMember.isPending}
                onChange={(event) => void changeRole(event.target.value)}
              >
                {roles.map((option) => (
                  <option key={option} value={option}>
                    {t[option]}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
          {removable && !confirming && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t.removeMember({ name: member.name })}
            </Button>
          )}
        </div>
      )}
      {confirming && (
        <div
          role="group"
          aria-label={t.removeGroup({ name: member.name })}
          className="flex flex-col gap-3 rounded-lg border border-danger p-3"
        >
          <p>{t.losesAccess({ name: member.name })}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              aria-disabled={removeMember.isPending || undefined}
              onClick={() => void (removeMember.isPending ? undefined : remove())}
            >
              {removeMember.isPending ? t.removing : t.yesRemove({ name: member.name })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
