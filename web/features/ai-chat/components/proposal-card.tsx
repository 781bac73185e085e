import { useStore } from '@nanostores/react';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { AssistantProposal } from '#contract/assistant-results.ts';
import { can } from '#contract/permissions.ts';
import type { Role } from '#contract/roles.ts';
import { Button, TEXT_LINK_CLASS } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { cn } from '#web/lib/cn.ts';
import { failureMessage } from '#web/lib/form-errors.ts';
import { assistantMessages } from '#web/lib/i18n/locales/en/assistant.ts';
import { useKnownMessage } from '#web/lib/i18n/use-known-message.ts';
import { useApplyProposal } from '../api/apply-proposal.ts';
import { formatValue } from '../format.ts';
import { linkLabel, linkPath } from '../links.ts';

function DraftOrderLines({
  proposal,
  currency,
}: {
  proposal: Extract<AssistantProposal, { kind: 'draft_order' }>;
  currency: string;
}) {
  const t = useStore(assistantMessages);
  return (
    <>
      <ul className="flex flex-col gap-1 text-sm">
        {proposal.lines.map((line) => (
          <li key={line.inventory_item_id} className="flex justify-between gap-3">
            <span>
              {formatValue(line.quantity, 'number', currency, t)} × {line.name}
              {line.unit ? ` (${line.unit})` : ''}
            </span>
            <span className="tabular-nums">
              {formatValue(line.line_total, 'money', currency, t)}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-sm font-medium">
        {t.estimatedTotal}{' '}
        <span className="tabular-nums">
          {proposal.estimated_total === null
            ? t.totalNotKnown
            : formatValue(proposal.estimated_total, 'money', currency, t)}
        </span>
      </p>
    </>
  );
}

/**
 * A change the assistant suggests. Nothing happens until a person who may make that change
 * presses Apply; it then goes through the normal API with their own permissions.
 */
export function ProposalCard({
  proposal,
  locationId,
  role,
  currency,
}: {
  proposal: AssistantProposal;
  locationId: string;
  role: Role | undefined;
  currency: string;
}) {
  const t = useStore(assistantMessages);
  const known = useKnownMessage();
  const apply = useApplyProposal(locationId);
  const allowed = can(role, proposal.requires);
  const made = apply.data;
  return (
    <section
      aria-label={proposal.title}
      className="flex flex-col gap-2 rounded-xl border border-l-4 border-border border-l-primary bg-surface p-3"
    >
      <h3 className="font-semibold">{proposal.title}</h3>
      {proposal.kind === 'draft_order' ? (
        <DraftOrderLines proposal={proposal} currency={currency} />
      ) : (
        <p className="text-sm">
          {t.parLevelOf({ item: proposal.item_name })}{' '}
          {formatValue(proposal.current_par_level, 'number', currency, t)} →{' '}
          <strong>{formatValue(proposal.new_par_level, 'number', currency, t)}</strong>
        </p>
      )}
      {apply.isSuccess ? (
        <div role="status" className="flex flex-wrap items-center gap-x-3 text-sm">
          <span className="inline-flex items-center gap-1 font-medium">
            <Check aria-hidden="true" className="size-4 text-success" />
            {proposal.kind === 'par_level'
              ? t.parLevelChanged
              : made?.nothingMade
                ? t.noListNeeded
                : t.draftListCreated}
          </span>
          {made?.link && (
            <Link to={linkPath(locationId, made.link)} className={cn(TEXT_LINK_CLASS, 'text-link')}>
              {linkLabel(made.link, t)}
            </Link>
          )}
        </div>
      ) : allowed ? (
        <Button
          className="self-start"
          disabled={apply.isPending}
          onClick={() => apply.mutate(proposal)}
        >
          {apply.isPending ? t.applying : t.apply}
        </Button>
      ) : (
        <p className="text-sm text-muted">{t.managerCanApply}</p>
      )}
      {apply.isError && <FormAlert>{known(failureMessage(apply.error, t.applyFailed))}</FormAlert>}
    </section>
  );
}
