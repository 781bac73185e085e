import { useStore } from '@nanostores/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Plan } from '#contract/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { RadioCard } from '#web/components/ui/radio-card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { authMessages } from '#web/lib/i18n/locales/en/auth.ts';

type AuthMessages = ReturnType<typeof authMessages.get>;

/** "€29.00 per month", or "€290.00 once" for a plan without an interval. */
function formatPlanPrice(plan: Plan, t: AuthMessages): string {
  let amount: string;
  try {
    amount = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: plan.currency.toUpperCase(),
    }).format(plan.amount);
  } catch {
    amount = `${plan.amount} ${plan.currency.toUpperCase()}`;
  }
  switch (plan.interval) {
    case null:
      return t.priceOnce({ amount });
    case 'day':
      return t.pricePerDay({ amount });
    case 'week':
      return t.pricePerWeek({ amount });
    case 'month':
      return t.pricePerMonth({ amount });
    case 'year':
      return t.pricePerYear({ amount });
    default:
      return t.pricePerInterval({ amount, interval: plan.interval });
  }
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
  const t = useStore(authMessages);
  if (plans.isPending) return <Spinner label={t.loadingPlans} />;
  if (plans.isError) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-border p-3">
        <p>{t.plansFailed}</p>
        <Button variant="secondary" className="self-start" onClick={() => void plans.refetch()}>
          {t.loadPlansAgain}
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
      <legend className="mb-1 font-medium">{t.plan}</legend>
      <p id="plan-hint" className="text-sm text-muted">
        {t.planHint}
      </p>
      <RadioCard value="" title={t.noPlan} description={t.noPlanText} {...field} />
      {plans.data.map((plan) => (
        <RadioCard
          key={plan.price_id}
          value={plan.price_id}
          title={plan.name}
          description={formatPlanPrice(plan, t)}
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
