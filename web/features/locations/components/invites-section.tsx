import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createInviteBody,
  INVITE_DEFAULT_EXPIRY_DAYS,
  INVITE_DEFAULT_MAX_USES,
  INVITE_MAX_EXPIRY_DAYS,
} from '../../../../contract/locations.ts';
import type { Invite } from '../../../../contract/locations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { failureMessage, showSubmitError } from '../../../lib/form-errors.ts';
import { useCreateInvite } from '../api/create-invite.ts';
import { useDeleteInvite } from '../api/delete-invite.ts';
import { useInvites } from '../api/get-invites.ts';
import { roleLabel } from '../member-rules.ts';
import { NewInviteCode } from './new-invite-code.tsx';
import { userLocale } from '../../../lib/amounts.ts';

const FIELDS = ['role', 'expires_in_days', 'max_uses'] as const;
const expiryFormat = new Intl.DateTimeFormat(userLocale(), {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function isActive(invite: Invite, now = Date.now()): boolean {
  return Date.parse(invite.expires_at) > now && invite.uses < invite.max_uses;
}

export function InvitesSection({ locationId }: { locationId: string }) {
  const invites = useInvites(locationId, { enabled: true });
  const [created, setCreated] = useState<Invite | null>(null);
  const active = invites.data?.filter((invite) => isActive(invite)) ?? [];

  return (
    <Section
      title="Invite codes"
      description="A code lets someone join this location with the role it grants."
    >
      <CreateInviteForm locationId={locationId} onCreated={setCreated} />
      {created && <NewInviteCode invite={created} />}
      <h3 className="font-semibold">Active codes</h3>
      {invites.isPending && <Spinner />}
      {invites.isError && (
        <FormAlert>
          <p>{failureMessage(invites.error, 'The invite codes could not be loaded.')}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void invites.refetch()}>
            Try again
          </Button>
        </FormAlert>
      )}
      {invites.data && active.length === 0 && (
        <p className="text-muted">No active codes. Create one above to invite someone.</p>
      )}
      {active.length > 0 && (
        <ul className="flex flex-col divide-y divide-border">
          {active.map((invite) => (
            <InviteRow key={invite.id} locationId={locationId} invite={invite} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function CreateInviteForm({
  locationId,
  onCreated,
}: {
  locationId: string;
  onCreated: (invite: Invite) => void;
}) {
  const createInvite = useCreateInvite(locationId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createInviteBody),
    defaultValues: {
      role: 'staff',
      expires_in_days: INVITE_DEFAULT_EXPIRY_DAYS,
      max_uses: INVITE_DEFAULT_MAX_USES,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await createInvite.mutateAsync(values));
    } catch (error) {
      showSubmitError(error, setError, FIELDS, 'The invite code could not be created.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {errors.root?.server && <FormAlert>{errors.root.server.message}</FormAlert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-medium">Role it grants</legend>
        <RadioCard
          value="staff"
          title="Staff"
          description="Counts stock, ticks shopping lists, receives deliveries."
          {...register('role')}
        />
        <RadioCard
          value="manager"
          title="Manager"
          description="Also edits items, vendors, recipes and the team."
          {...register('role')}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Expires after (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITE_MAX_EXPIRY_DAYS}
          hint={`1 to ${INVITE_MAX_EXPIRY_DAYS} days.`}
          error={errors.expires_in_days?.message}
          {...register('expires_in_days', { valueAsNumber: true })}
        />
        <TextField
          label="Number of uses"
          type="number"
          inputMode="numeric"
          min={1}
          hint="How many people can join with it."
          error={errors.max_uses?.message}
          {...register('max_uses', { valueAsNumber: true })}
        />
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel="Creating…" className="self-start">
        Create invite code
      </SubmitButton>
    </form>
  );
}

function InviteRow({ locationId, invite }: { locationId: string; invite: Invite }) {
  const deleteInvite = useDeleteInvite(locationId);
  const [error, setError] = useState<string | null>(null);

  async function onDelete(): Promise<void> {
    if (deleteInvite.isPending) return;
    setError(null);
    try {
      await deleteInvite.mutateAsync(invite.id);
    } catch (failure) {
      setError(failureMessage(failure, 'The code could not be deleted.'));
    }
  }

  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <span className="font-mono text-lg tracking-widest">{invite.code}</span>
          <span className="text-sm text-muted">
            {roleLabel(invite.role)} · used {invite.uses} of {invite.max_uses} · expires{' '}
            {expiryFormat.format(new Date(invite.expires_at))}
          </span>
        </div>
        <Button
          variant="secondary"
          aria-label={`Delete code ${invite.code}`}
          aria-disabled={deleteInvite.isPending || undefined}
          onClick={() => void onDelete()}
        >
          {deleteInvite.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
    </li>
  );
}
