import { useStore } from '@nanostores/react';
import { CheckCircle2, Circle, X } from 'lucide-react';
import { Link } from 'react-router';
import type { InventorySummary } from '#contract/stock-updates.ts';
import type { Location } from '#contract/locations.ts';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { Section } from '#web/components/ui/page.tsx';
import { dashboardMessages } from '#web/lib/i18n/locales/en/dashboard.ts';
import { useChecklistDismissed } from '../checklist-store.ts';

type Messages = ReturnType<typeof dashboardMessages.get>;
/** A message of the dashboard that is plain text (no count or placeholder). */
type Words = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

/** A step's words are keys of the dashboard's messages, read at display. */
interface Step {
  label: Words;
  done: boolean;
  to: string;
  action: Words;
}

/** The three first steps of a location; null once all are done. */
function checklistSteps(
  locationId: string,
  summary: InventorySummary,
  location: Location | undefined,
): Step[] {
  const base = `/dashboard/${locationId}`;
  const invited = (location?.members.length ?? 0) > 1 || (location?.invites.length ?? 0) > 0;
  const counted =
    summary.counted_today > 0 || summary.recent.some((update) => update.reason === 'count');
  return [
    {
      label: 'addYourItems',
      done: summary.item_count > 0,
      to: `${base}/onboarding`,
      action: 'startFromTemplate',
    },
    {
      label: 'inviteYourTeam',
      done: invited,
      to: `${base}/settings#invite-codes-heading`,
      action: 'invite',
    },
    { label: 'doFirstCount', done: counted, to: `${base}/stocklist`, action: 'count' },
  ];
}

interface ChecklistProps {
  locationId: string;
  summary: InventorySummary;
  location: Location | undefined;
}

export function OnboardingChecklist({ locationId, summary, location }: ChecklistProps) {
  const t = useStore(dashboardMessages);
  const [dismissed, dismiss] = useChecklistDismissed(locationId);
  const steps = checklistSteps(locationId, summary, location);
  const done = steps.filter((step) => step.done).length;
  if (dismissed || done === steps.length) return null;
  return (
    <Section
      id="checklist"
      title={t.getSetUp}
      description={t.stepsDone({ done, total: steps.length })}
    >
      <ol className="flex flex-col gap-1">
        {steps.map((step) => (
          <li key={step.label} className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex items-center gap-2">
              {step.done ? (
                <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
              ) : (
                <Circle aria-hidden="true" className="size-5 text-muted" />
              )}
              <span className={step.done ? 'text-muted line-through' : undefined}>
                {t[step.label]}
              </span>
              <span className="sr-only">{step.done ? t.stepDone : t.stepToDo}</span>
            </span>
            {!step.done && (
              <Link to={step.to} className={TEXT_LINK_CLASS}>
                {t[step.action]}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <div>
        <Button variant="ghost" onClick={dismiss}>
          <X aria-hidden="true" className="size-4" />
          {t.hideChecklist}
        </Button>
      </div>
    </Section>
  );
}
