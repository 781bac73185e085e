import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Plan } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RadioCard } from '../../../components/ui/radio-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** "€29.00 per month", or "€290.00 once" for a plan without an interval. */
export function formatPlanPrice(plan: Plan): string {
  let amount: string;
  try {
    amount = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: plan.currency.toUpperCase(),
    }).format(plan.amount);
  } catch {
    amount = `${plan.amount} ${plan.currency.toUpperCase()}`;
  }
  return plan.interval ? `${amount} per ${plan.interval}` : `${amount} once`;
}

interface PlanPickerProps {
  plans: UseQueryResult<Plan[]>;
  field: UseFormRegisterReturn<'priceId'>;
  error?: string;
}

/**
 * The paid plans, when card payments are configured and the server lists some. "No plan"
 * stays possible: a plan is a choice, and a failed plan list must not block a sign-up.
 */
export function PlanPicker({ plans, field, error }: PlanPickerProps) {
  if (plans.isPending) return <Spinner label="Loading plans..." />;
  if (plans.isError) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-border p-3">
        <p>The plans could not be loaded. You can create your account without a plan.</p>
        <Button variant="secondary" className="self-start" onClick={() => void plans.refetch()}>
          Load the plans again
        </Button>
      </div>
    );
  }
  if (plans.data.length === 0) return null;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? 'plan-error plan-hint' : 'plan-hint'}
    >
      <legend className="mb-1 font-medium">Plan</legend>
      <p id="plan-hint" className="text-sm text-muted">
        With a plan, you go to a secure payment page once your account is created.
      </p>
      <RadioCard value="" title="No plan for now" description="No card needed." {...field} />
      {plans.data.map((plan) => (
        <RadioCard
          key={plan.price_id}
          value={plan.price_id}
          title={plan.name}
          description={formatPlanPrice(plan)}
          {...field}
        />
      ))}
      {error && (
        <p id="plan-error" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
