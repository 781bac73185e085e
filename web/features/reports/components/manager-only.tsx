import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { can } from '#contract/permissions.ts';
import { Page } from '#web/components/ui/page.tsx';
import { EmptyState } from '#web/components/ui/query-states.tsx';
import { reportsMessages } from '#web/lib/i18n/locales/en/reports.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';

/** A report's screen for the roles that may see reports; the others are told who may. */
export function ManagerOnly({ title, children }: { title: string; children: ReactNode }) {
  const t = useStore(reportsMessages);
  const location = useCurrentLocation();
  if (!can(location?.role, 'reports.view')) {
    return (
      <Page title={title}>
        <EmptyState>
          <p>{t.managersOnly}</p>
        </EmptyState>
      </Page>
    );
  }
  return children;
}
