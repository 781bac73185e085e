import { useStore } from '@nanostores/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LocationRef } from '#contract/auth.ts';
import { ConfirmByTypingDialog } from '#web/components/ui/confirm-by-typing-dialog.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { locationsMessages } from '#web/lib/i18n/locales/en/locations.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { forgetLocation } from '../forget-location.ts';

/** Typing the name (spaces around and capitals aside) confirms: no deletion by a stray tap. */
function confirmsLocationDeletion(typed: string, name: string): boolean {
  return typed.trim().toLowerCase() === name.trim().toLowerCase();
}

export function DeleteLocationSection({ location }: { location: LocationRef }) {
  const t = useStore(locationsMessages);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteLocation = useDeleteLocation(location.id);

  return (
    <Section
      title={t.deleteTitle}
      tone="danger"
      description={t.deleteDescription({ name: location.name })}
    >
      <ConfirmByTypingDialog
        openLabel={t.deleteOpen}
        label={t.typeToConfirm({ name: location.name })}
        confirms={(typed) => confirmsLocationDeletion(typed, location.name)}
        submitLabel={t.deleteForGood({ name: location.name })}
        cancelLabel={t.keepIt}
        pending={deleteLocation.isPending}
        onConfirm={() => deleteLocation.mutateAsync()}
        failureFallback={t.deleteFailed}
        onDone={async () => {
          await navigate('/dashboard', { replace: true });
          forgetLocation(queryClient, location.id);
        }}
      />
    </Section>
  );
}
