import { CheckCircle2, Circle, X } from 'lucide-react';
import { Link } from 'react-router';
import type { InventorySummary } from '../../../../contract/inventory.ts';
import type { Location } from '../../../../contract/locations.ts';
import { Button, TEXT_LINK_CLASS } from '../../../components/ui/button.tsx';
import { Section } from '../../../components/ui/page.tsx';
import { useChecklistDismissed } from '../checklist-store.ts';

interface Step {
  label: string;
  done: boolean;
  to: string;
  action: string;
}

/** The three first steps of a location; null once all are done. */
export function checklistSteps(
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
      label: 'Add your items',
      done: summary.item_count > 0,
      to: `${base}/onboarding`,
      action: 'Start from a template',
    },
    {
      label: 'Invite your team',
      done: invited,
      to: `${base}/settings#invite-codes-heading`,
      action: 'Invite',
    },
    { label: 'Do your first count', done: counted, to: `${base}/stocklist`, action: 'Count' },
  ];
}

interface ChecklistProps {
  locationId: string;
  summary: InventorySummary;
  location: Location | undefined;
}

export function OnboardingChecklist({ locationId, summary, location }: ChecklistProps) {
  const [dismissed, dismiss] = useChecklistDismissed(locationId);
  const steps = checklistSteps(locationId, summary, location);
  const done = steps.filter((step) => step.done).length;
  if (dismissed || done === steps.length) return null;
  return (
    <Section
      id="checklist"
      title="Get set up"
      description={`${done} of ${steps.length} steps done.`}
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
                {step.label}
              </span>
              <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
            </span>
            {!step.done && (
              <Link to={step.to} className={TEXT_LINK_CLASS}>
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <div>
        <Button variant="ghost" onClick={dismiss}>
          <X aria-hidden="true" className="size-4" />
          Hide this checklist
        </Button>
      </div>
    </Section>
  );
}
