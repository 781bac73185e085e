import { useStore } from '@nanostores/react';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Page } from '#web/components/ui/page.tsx';
import { EmptyState } from '#web/components/ui/query-states.tsx';
import { useLocation } from '#web/lib/api/get-location.ts';
import { salesMessages } from '#web/lib/i18n/locales/en/sales.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { useMenuChoices } from './api/get-menu-choices.ts';
import { ImportSalesDialog } from './components/import-sales-dialog.tsx';
import { SalesLineDialog } from './components/sales-line-dialog.tsx';
import { SalesLines } from './components/sales-lines.tsx';
import { UnmatchedNames } from './components/unmatched-names.tsx';

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * What the venue sold: a till's export imported (previewed first), the POS names no menu item
 * takes yet matched or ignored, a line typed by hand, and the lines of a range of days.
 * Managers and owners only (`reports.view` to see, `sales.edit` to change).
 */
export function SalesScreen() {
  const t = useStore(salesMessages);
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const settings = useLocation(locationId);
  const currency = settings.data?.currency ?? 'USD';
  const timeZone = settings.data?.timezone ?? BROWSER_TIME_ZONE;
  const editable = can(location?.role, 'sales.edit');
  const menu = useMenuChoices(locationId);
  const [dialog, setDialog] = useState<'import' | 'line' | null>(null);

  if (!can(location?.role, 'reports.view')) {
    return (
      <Page title={t.title}>
        <EmptyState>
          <p>{t.managersOnly}</p>
        </EmptyState>
      </Page>
    );
  }

  return (
    <Page
      title={t.title}
      description={t.description({ location: location?.name ?? t.thisLocation })}
    >
      {editable && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setDialog('import')}>
            <Upload aria-hidden="true" className="size-5" />
            {t.importSales}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('line')}>
            <Plus aria-hidden="true" className="size-5" />
            {t.addLine}
          </Button>
        </div>
      )}
      <UnmatchedNames locationId={locationId} editable={editable} />
      <SalesLines locationId={locationId} currency={currency} editable={editable} />
      {dialog === 'import' && (
        <ImportSalesDialog
          locationId={locationId}
          currency={currency}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'line' && (
        <SalesLineDialog
          locationId={locationId}
          timeZone={timeZone}
          menu={menu.data ?? []}
          onClose={() => setDialog(null)}
        />
      )}
    </Page>
  );
}
