import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  createInviteBody,
  INVITE_DEFAULT_EXPIRY_DAYS,
  INVITE_DEFAULT_MAX_USES,
  INVITE_MAX_EXPIRY_DAYS,
} from '#contract/locations.ts';
import type { Invite } from '#contract/locations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { RadioCard } from '#web/components/ui/radio-card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { failureMessage, showSubmitError } from '#web/lib/form-errors.ts';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useCreateInvite } from '../api/create-invite.ts';
import { useDeleteInvite } from '../api/delete-invite.ts';
import { useInvites } from '../api/get-invites.ts';
import { NewInviteCode } from './new-invite-code.tsx';
import { formatWhen } from '#web/lib/amounts.ts';

const FIELDS = ['role', 'expires_in_days', 'max_uses'] as const;

function isActive(invite: Invite, now = Date.now()): boolean {
  return Date.parse(invite.expires_at) > now && invite.uses < invite.max_uses;
}

export function InvitesSection({ locationId }: { locationId: string }) {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  const invites = useInvites(locationId, { enabled: true });
  const [created, setCreated] = useState<Invite | null>(null);
  const active = invites.data?.filter((invite) => isActive(invite)) ?? [];

  return (
    <Section title={t.inviteCodes} description={t.inviteCodesDescription}>
      <CreateInviteForm locationId={locationId} onCreated={setCreated} />
      {created && <NewInviteCode invite={created} />}
      <h3 className="font-semibold">{t.activeCodes}</h3>
      {invites.isPending && <Spinner />}
      {invites.isError && (
        <FormAlert>
          <p>{known(failureMessage(invites.error, t.invitesLoadFailed))}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void invites.refetch()}>
            {t.tryAgain}
          </Button>
        </FormAlert>
      )}
      {invites.data && active.length === 0 && <p className="text-muted">{t.noActiveCodes}</p>}
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
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
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
      showSubmitError(error, setError, FIELDS, t.inviteCreateFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {errors.root?.server && <FormAlert>{known(errors.root.server.message)}</FormAlert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-medium">{t.roleItGrants}</legend>
        <RadioCard
          value="staff"
          title={t.staff}
          description={t.staffDescription}
          {...register('role')}
        />
        <RadioCard
          value="manager"
          title={t.manager}
          description={t.managerDescription}
          {...register('role')}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.expiresAfter}
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITE_MAX_EXPIRY_DAYS}
          hint={t.expiresHint({ max: INVITE_MAX_EXPIRY_DAYS })}
          error={known(errors.expires_in_days?.message)}
          {...register('expires_in_days', { valueAsNumber: true })}
        />
        <TextField
          label={t.numberOfUses}
          type="number"
          inputMode="numeric"
          min={1}
          hint={t.usesHint}
          error={known(errors.max_uses?.message)}
          {...register('max_uses', { valueAsNumber: true })}
        />
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel={t.creating} className="self-start">
        {t.createInviteCode}
      </SubmitButton>
    </form>
  );
}

function InviteRow({ locationId, invite }: { locationId: string; invite: Invite }) {
  const t = useStore(locationsMessages);
  const known = useKnownMessage();
  const deleteInvite = useDeleteInvite(locationId);
  const [error, setError] = useState<string | null>(null);

  async function onDelete(): Promise<void> {
    if (deleteInvite.isPending) return;
    setError(null);
    try {
      await deleteInvite.mutateAsync(invite.id);
    } catch (failure) {
      setError(failureMessage(failure, t.codeDeleteFailed));
    }
  }

  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col">
          <span className="font-mono text-lg tracking-widest">{invite.code}</span>
          <span className="text-sm text-muted">
            {t.inviteDetails({
              role: t[invite.role],
              uses: invite.uses,
              max: invite.max_uses,
              date: formatWhen(invite.expires_at),
            })}
          </span>
        </div>
        <Button
          variant="secondary"
          aria-label={t.deleteCode({ code: invite.code })}
          aria-disabled={deleteInvite.isPending || undefined}
          onClick={() => void onDelete()}
        >
          {deleteInvite.isPending ? t.deleting : t.delete}
        </Button>
      </div>
      {error && <FormAlert>{known(error)}</FormAlert>}
    </li>
  );
}
