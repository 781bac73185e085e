import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportResponse } from '#contract/inventory.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { barTemplate } from './templates/bar.ts';

interface SentBody {
  location_id: string;
  rows: Record<string, unknown>[];
}

function openOnboarding(answer: ImportResponse) {
  signIn([BAR]);
  const stub = stubApi({ 'POST /api/inventory/import': () => jsonResponse(answer) });
  return { ...stub, ...renderRoute(`/dashboard/${BAR.id}/onboarding`) };
}

beforeEach(() => resetAuth());
afterEach(() => vi.unstubAllGlobals());

describe('onboarding', () => {
  it('applies the bar template through import and shows what was created', async () => {
    const user = userEvent.setup();
    const { calls } = openOnboarding({ created: 40, updated: 0, errors: [] });
    await user.click(await screen.findByRole('radio', { name: 'Bar' }));
    const count = barTemplate.items.length;
    expect(count).toBeGreaterThanOrEqual(40);
    // Leave one item out and change the par level and cost of another.
    await user.click(screen.getByRole('checkbox', { name: 'Mezcal' }));
    const par = screen.getByRole('textbox', { name: 'Par level of Vodka' });
    await user.clear(par);
    await user.type(par, '6');
    const cost = screen.getByRole('textbox', { name: 'Cost per unit of Vodka' });
    await user.clear(cost);
    await user.type(cost, '15,25');
    await user.click(screen.getByRole('button', { name: `Add ${count - 1} items` }));

    expect(await screen.findByRole('status')).toHaveTextContent('40 items created, 0 updated.');
    const body = bodyOf(calls.find((call) => call.url === '/api/inventory/import')) as SentBody;
    expect(body.location_id).toBe(BAR.id);
    expect(body.rows).toHaveLength(count - 1);
    expect(body.rows.map((row) => row.name)).not.toContain('Mezcal');
    expect(body.rows.find((row) => row.name === 'Vodka')).toMatchObject({
      category: 'Spirits',
      unit: 'bottle',
      unit_content: 700,
      unit_content_unit: 'ml',
      par_level: 6,
      quantity: 6,
      cost_per_unit: 15.25,
      storage_area: 'Back bar',
    });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}`,
    );
  });

  it('keeps "Add N items" reachable on a phone: in a bar stuck above the bottom bar', async () => {
    const user = userEvent.setup();
    const { calls } = openOnboarding({ created: 40, updated: 0, errors: [] });
    await user.click(await screen.findByRole('radio', { name: 'Bar' }));
    const count = barTemplate.items.length;
    const add = screen.getByRole('button', { name: `Add ${count} items` });
    // jsdom lays nothing out: check the bar is the sticky one, after the list in the tab order.
    const bar = add.closest('.sticky');
    expect(bar).not.toBeNull();
    expect(bar).toHaveClass('lg:bottom-0');
    const lastCost = screen.getAllByRole('textbox', { name: /^Cost per unit of/ }).at(-1);
    expect(lastCost?.compareDocumentPosition(add)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    // Enter in any field adds the items too, without tabbing past the whole list.
    await user.type(screen.getByRole('textbox', { name: 'Par level of Vodka' }), '{Enter}');
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/inventory/import')).toHaveLength(1),
    );
    // The outcome and the next step show in the bar, where the thumb that tapped it is.
    expect(await within(bar as HTMLElement).findByRole('status')).toHaveTextContent(
      '40 items created, 0 updated.',
    );
    expect(
      within(bar as HTMLElement).getByRole('link', { name: 'Go to the dashboard' }),
    ).toBeVisible();
  });

  it('lists the errors by row and item', async () => {
    const user = userEvent.setup();
    openOnboarding({
      created: 0,
      updated: 0,
      errors: [
        { row: 1, message: 'Use a number of 0 or more' },
        { row: 3, message: 'Enter a unit' },
      ],
    });
    await user.click(await screen.findByRole('radio', { name: 'Café' }));
    await user.click(screen.getByRole('button', { name: /^Add \d+ items$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was added');
    const rows = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      'Row 1 (Espresso Beans): Use a number of 0 or more',
      'Row 3 (Filter Coffee): Enter a unit',
    ]);
  });

  it('links to the CSV import and the team invites', async () => {
    openOnboarding({ created: 0, updated: 0, errors: [] });
    expect(
      await screen.findByRole('link', { name: 'Import a CSV file on the Items screen' }),
    ).toHaveAttribute('href', `/dashboard/${BAR.id}/items`);
    expect(screen.getByRole('link', { name: 'Invite your team' })).toHaveAttribute(
      'href',
      `/dashboard/${BAR.id}/settings#invite-codes-heading`,
    );
  });
});
