import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '#contract/permissions.ts';
import { buttonClass, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Page, Section } from '#web/components/ui/page.tsx';
import { RadioCard } from '#web/components/ui/radio-card.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useImportItems } from '#web/lib/api/import-items.ts';
import { cn } from '#web/lib/cn.ts';
import { Interpolate } from '#web/lib/i18n/interpolate.tsx';
import { onboardingMessages } from '#web/lib/i18n/locales/en/onboarding.ts';
import { useCurrentLocation } from '#web/lib/use-current-location.ts';
import { ImportResult } from './components/import-result.tsx';
import { TemplateItemList } from './components/template-item-list.tsx';
import { importRowOf, templates } from './templates/index.ts';
import type { Template, TemplateItem } from './templates/template-types.ts';

/**
 * "Add N items" follows a list of some 40 items, which at 360 px is many screens long: the bar
 * holding it sticks to the bottom of the screen while the list scrolls (above the phone's
 * bottom bar, 4rem + its 1px border + the safe area; at the very bottom from 1024 px, where
 * that bar is gone), and settles under the list at its end.
 */
const ACTION_BAR = cn(
  'sticky bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-20 lg:bottom-0',
  '-mx-4 flex flex-col gap-2 border-t border-border bg-surface px-4 py-3 sm:-mx-6 sm:px-6',
);
/** Keeps a field reached with Tab, or an error scrolled to, clear of those bars. */
const FIELDS_CLEAR_OF_BARS = '[&_input]:scroll-mb-36 lg:[&_input]:scroll-mb-24';
const ALERT_CLEAR_OF_BARS = 'scroll-mb-36 lg:scroll-mb-24';

export function OnboardingScreen() {
  const t = useStore(onboardingMessages);
  const { locationId = '' } = useParams();
  const location = useCurrentLocation();
  const base = `/dashboard/${locationId}`;
  const [template, setTemplate] = useState<Template | null>(null);
  const [items, setItems] = useState<TemplateItem[]>([]);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const importItems = useImportItems(locationId);
  const chosen = items.filter((item) => !excluded.has(item.key));

  function choose(next: Template) {
    setTemplate(next);
    setItems(next.items);
    setExcluded(new Set());
    importItems.reset();
  }

  function toggle(key: string) {
    setExcluded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  function change(key: string, field: 'par_level' | 'cost_per_unit', value: number) {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, [field]: value } : item)),
    );
  }

  const canImport = can(location?.role, 'catalog.edit');
  const answer = importItems.data;
  const added = answer !== undefined && answer.errors.length === 0;
  return (
    <Page
      title={t.title}
      description={t.description({ location: location?.name ?? t.thisLocation })}
    >
      <Section title={t.templateStep} description={t.templateStepDescription}>
        {!canImport && <p className="text-muted">{t.askManager}</p>}
        <div role="radiogroup" aria-label={t.template} className="grid gap-2 sm:grid-cols-3">
          {templates.map((option) => (
            <RadioCard
              key={option.id}
              name="template"
              value={option.id}
              // untranslated: a message key (barName, restaurantName, cafeName), not text
              title={t[`${option.id}Name`]}
              description={`${t.templateItems(option.items.length)} ${t[`${option.id}Description`]}`}
              checked={template?.id === option.id}
              onChange={() => choose(option)}
              disabled={!canImport}
            />
          ))}
        </div>
        {template && (
          <form
            className={cn('flex flex-col gap-4', FIELDS_CLEAR_OF_BARS)}
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen.length > 0)
                importItems.mutate({ location_id: locationId, rows: chosen.map(importRowOf) });
            }}
          >
            <p className="text-sm text-muted">
              {t.storageAreas({ areas: template.storageAreas.join(', ') })}
            </p>
            <TemplateItemList
              // A new template starts its fields afresh (they keep what was typed).
              key={template.id}
              items={items}
              excluded={excluded}
              onToggle={toggle}
              onChange={change}
            />
            {/* Errors stay above the bar, in the page: they scroll into view and may be long. */}
            {importItems.isError && (
              <FormAlert className={ALERT_CLEAR_OF_BARS}>{t.addFailed}</FormAlert>
            )}
            {answer && !added && (
              <ImportResult answer={answer} rows={chosen} className={ALERT_CLEAR_OF_BARS} />
            )}
            <div className={ACTION_BAR}>
              {/* Success in the bar, next to the next step, where the thumb that added them is. */}
              {added && <ImportResult answer={answer} rows={chosen} />}
              <div className="flex flex-wrap items-center gap-3">
                <SubmitButton pending={importItems.isPending} pendingLabel={t.addingItems}>
                  {t.addItems(chosen.length)}
                </SubmitButton>
                {added && (
                  <Link to={base} className={TEXT_LINK_CLASS}>
                    {t.goToDashboard}
                  </Link>
                )}
              </div>
            </div>
          </form>
        )}
        <p>
          <Interpolate
            message={t.haveList}
            values={{
              link: (
                <Link to={`${base}/items`} className={TEXT_LINK_CLASS}>
                  {t.importCsv}
                </Link>
              ),
            }}
          />
        </p>
      </Section>
      <Section title={t.inviteStep} description={t.inviteStepDescription}>
        <div>
          <Link to={`${base}/settings#invite-codes-heading`} className={buttonClass('secondary')}>
            {t.inviteTeam}
          </Link>
        </div>
      </Section>
    </Page>
  );
}
