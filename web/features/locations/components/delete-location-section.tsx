import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LocationRef } from '../../../../contract/auth.ts';
import { ConfirmByTypingDialog } from '../../../components/ui/confirm-by-typing-dialog.tsx';
import { Section } from '../../../components/ui/page.tsx';
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

  return (
    <Section
      title="Delete location"
      tone="danger"
      description={`Deletes ${location.name} with all its stock, lists, vendors, recipes, menu and team. This cannot be undone.`}
    >
      <ConfirmByTypingDialog
        openLabel="Delete location…"
        label={`Type ${location.name} to confirm`}
        confirms={(typed) => confirmsLocationDeletion(typed, location.name)}
        submitLabel={`Delete ${location.name} for good`}
        cancelLabel="Keep it"
        pending={deleteLocation.isPending}
        onConfirm={() => deleteLocation.mutateAsync()}
        failureFallback="The location could not be deleted."
        onDone={async () => {
          await navigate('/dashboard', { replace: true });
          forgetLocation(queryClient, location.id);
        }}
      />
    </Section>
  );
}
