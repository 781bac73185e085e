import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { LocationRef } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { failureMessage } from '../../../lib/form-errors.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { forgetLocation } from '../forget-location.ts';

/** Typing the name (spaces around and capitals aside) confirms: no deletion by a stray tap. */
export function confirmsLocationDeletion(typed: string, name: string): boolean {
  return typed.trim().toLowerCase() === name.trim().toLowerCase();
}

export function DeleteLocationSection({ location }: { location: LocationRef }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteLocation = useDeleteLocation(location.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) confirmInput.current?.focus();
  }, [open]);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (deleteLocation.isPending) return;
    setError(null);
    if (!confirmsLocationDeletion(typed, location.name)) {
      setConfirmError(`Type ${location.name} to confirm`);
      return;
    }
    setConfirmError(null);
    try {
      await deleteLocation.mutateAsync();
    } catch (failure) {
      setError(failureMessage(failure, 'The location could not be deleted.'));
      return;
    }
    await navigate('/dashboard', { replace: true });
    forgetLocation(queryClient, location.id);
  }

  return (
    <Section
      title="Delete location"
      tone="danger"
      description={`Deletes ${location.name} with all its stock, lists, vendors, recipes, menu and team. This cannot be undone.`}
    >
      {!open ? (
        <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
          Delete location…
        </Button>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          {error && <FormAlert>{error}</FormAlert>}
          <TextField
            ref={confirmInput}
            label={`Type ${location.name} to confirm`}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={confirmError ?? undefined}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              variant="danger"
              pending={deleteLocation.isPending}
              pendingLabel="Deleting…"
            >
              Delete {location.name} for good
            </SubmitButton>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
                setTyped('');
                setError(null);
                setConfirmError(null);
              }}
            >
              Keep it
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
