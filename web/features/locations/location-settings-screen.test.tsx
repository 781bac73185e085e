import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationRef } from '#contract/auth.ts';
import { LAST_OWNER_MESSAGE } from '#contract/locations.ts';
import type { Role } from '#contract/roles.ts';
import { setLanguage } from '#web/lib/i18n/language.ts';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { BAR, KITCHEN, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, emptyResponse, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeInvite, makeLocation, team } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => resetAuth());

const region = (name: string) => within(screen.getByRole('region', { name }));

/** Signs in as Sam with `role` in the bar and stubs its settings calls. */
function openSettingsAs(role: Role, extra: Record<string, (call: FetchCall) => Response> = {}) {
  const bar: LocationRef = { ...BAR, role };
  signIn([bar, KITCHEN]);
  const base = `/api/locations/${BAR.id}`;
  const stub = stubApi({
    [`GET ${base}`]: () => jsonResponse(makeLocation(bar)),
    [`GET ${base}/members`]: () => jsonResponse(team(role)),
    [`GET ${base}/invite-codes`]: () => jsonResponse([makeInvite()]),
    'GET /api/locations': () => jsonResponse([]),
    ...extra,
  });
  const view = renderRoute(`/dashboard/${BAR.id}/settings`);
  return { ...stub, ...view };
}

describe('location settings by role', () => {
  it('shows staff the details read-only, the team without controls, and no invites', async () => {
    openSettingsAs('staff');
    expect(await screen.findByText('Only managers and owners can change these.')).toBeVisible();
    expect(region('General').queryByRole('textbox')).not.toBeInTheDocument();
    expect(region('General').getByText('Europe/Paris')).toBeVisible();
    expect(region('General').getByText('30 %')).toBeVisible();
    await screen.findByText('Alex Kim');
    expect(region('Members').queryByRole('combobox')).not.toBeInTheDocument();
    expect(region('Members').queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite codes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delete location' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave location…' })).toBeEnabled();
  });

  it('lets a manager switch staff and managers and remove staff, never touch owners', async () => {
    openSettingsAs('manager');
    expect(await screen.findByLabelText('Name')).toHaveValue('The Back Bar');
    const alexRole = await screen.findByLabelText('Role of Alex Kim');
    const options = within(alexRole)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Manager', 'Staff']);
    expect(screen.getByRole('button', { name: 'Remove Alex Kim…' })).toBeVisible();
    // Jo is a manager: a manager may demote Jo but not remove Jo.
    expect(screen.getByLabelText('Role of Jo Park')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Jo Park…' })).not.toBeInTheDocument();
    // Nobody changes their own role.
    expect(screen.queryByLabelText('Role of Sam Rivera')).not.toBeInTheDocument();
    expect(await screen.findByText('K7M2PQ9XHT')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Delete location' })).not.toBeInTheDocument();
  });

  it('lets an owner make owners, remove managers and delete the location', async () => {
    const { calls } = openSettingsAs('owner', {
      [`PUT /api/locations/${BAR.id}/members/5a5a5a5a-0000-4000-8000-000000000002`]: () =>
        jsonResponse({ ...team('owner')[1], role: 'manager' }),
    });
    const user = userEvent.setup();
    const alexRole = await screen.findByLabelText('Role of Alex Kim');
    expect(
      within(alexRole)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Owner', 'Manager', 'Staff']);
    expect(screen.getByRole('button', { name: 'Remove Jo Park…' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Delete location' })).toBeVisible();

    await user.selectOptions(alexRole, 'manager');
    await waitFor(() => expect(calls.some((call) => call.init.method === 'PUT')).toBe(true));
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toEqual({ role: 'manager' });
  });
});

describe("the venue's phone and email", () => {
  it('saves them, trimmed, and an emptied one as null', async () => {
    const { calls } = openSettingsAs('manager', {
      [`PUT /api/locations/${BAR.id}`]: (call) =>
        jsonResponse(makeLocation({ ...BAR, role: 'manager' }, bodyOf(call) as object)),
    });
    const user = userEvent.setup();
    const phone = await screen.findByLabelText(/^Phone/);
    const email = screen.getByLabelText(/^Email/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(email).toHaveAttribute('type', 'email');
    expect(phone).toHaveAccessibleDescription('Shown on orders you send.');
    await user.type(phone, ' +33 1 23 45 67 89 ');
    await user.type(email, 'bar@example.com');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings are saved.')).toBeVisible();
    const puts = () => calls.filter((call) => call.init.method === 'PUT');
    expect(bodyOf(puts()[0])).toMatchObject({
      phone: '+33 1 23 45 67 89',
      email: 'bar@example.com',
    });
    expect(phone).toHaveValue('+33 1 23 45 67 89');

    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(bodyOf(puts()[1])).toMatchObject({ phone: null, email: 'bar@example.com' });
  });

  it('refuses an email that is not one, in Spanish, before sending', async () => {
    setLanguage('es');
    try {
      const { calls } = openSettingsAs('owner');
      const user = userEvent.setup();
      const email = await screen.findByLabelText(/^Correo electrónico/);
      expect(screen.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription(
        'Se muestra en los pedidos que envías.',
      );
      await user.type(email, 'bar at example');
      await user.click(screen.getByRole('button', { name: 'Guardar los ajustes' }));
      expect(await screen.findByText('Introduce un correo electrónico válido')).toBeVisible();
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
    } finally {
      setLanguage('en');
    }
  });

  it('shows staff the saved ones read-only', async () => {
    const bar: LocationRef = { ...BAR, role: 'staff' };
    signIn([bar, KITCHEN]);
    const base = `/api/locations/${BAR.id}`;
    stubApi({
      [`GET ${base}`]: () =>
        jsonResponse(makeLocation(bar, { phone: '555 0100', email: 'bar@example.com' })),
      [`GET ${base}/members`]: () => jsonResponse(team('staff')),
      'GET /api/locations': () => jsonResponse([]),
    });
    renderRoute(`/dashboard/${BAR.id}/settings`);
    await screen.findByText('Only managers and owners can change these.');
    expect(region('General').getByText('555 0100')).toBeVisible();
    expect(region('General').getByText('bar@example.com')).toBeVisible();
  });
});

describe('invite codes', () => {
  it('saves the target food cost %, typed with a comma, and refuses one over 100', async () => {
    const { calls } = openSettingsAs('manager', {
      [`PUT /api/locations/${BAR.id}`]: () =>
        jsonResponse(makeLocation({ ...BAR, role: 'manager' }, { target_food_cost_percent: 28.5 })),
    });
    const user = userEvent.setup();
    const target = await screen.findByLabelText('Target food cost %');
    expect(target).toHaveValue('30');
    await user.clear(target);
    await user.type(target, '120');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Use a percentage of at most 100')).toBeVisible();
    expect(calls.some((call) => call.init.method === 'PUT')).toBe(false);
    await user.clear(target);
    await user.type(target, '28,5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings are saved.')).toBeVisible();
    expect(bodyOf(calls.find((call) => call.init.method === 'PUT'))).toMatchObject({
      target_food_cost_percent: 28.5,
    });
    expect(target).toHaveValue('28.5');
  });

  it('creates a code, shows it big and copies the code and the join link', async () => {
    const created = makeInvite({ id: '1c1c1c1c-0000-4000-8000-000000000009', code: 'ABCDE23456' });
    const { calls } = openSettingsAs('manager', {
      [`POST /api/locations/${BAR.id}/invite-code`]: () => jsonResponse(created, 201),
    });
    const user = userEvent.setup();
    // After setup(): user-event installs its own clipboard, this one replaces it.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const invites = await screen.findByRole('region', { name: 'Invite codes' });
    await user.click(within(invites).getByRole('radio', { name: 'Manager' }));
    await user.clear(within(invites).getByLabelText('Expires after (days)'));
    await user.type(within(invites).getByLabelText('Expires after (days)'), '3');
    await user.click(within(invites).getByRole('button', { name: 'Create invite code' }));

    expect(await screen.findByTestId('new-invite-code')).toHaveTextContent('ABCDE23456');
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({
      role: 'manager',
      expires_in_days: 3,
      max_uses: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('ABCDE23456');
    expect(await within(invites).findByText('Code copied.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Copy join link' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `${window.location.origin}/join-location?code=ABCDE23456`,
    );
  });

  it('refuses an expiry over 30 days before sending', async () => {
    const { calls } = openSettingsAs('owner');
    const user = userEvent.setup();
    const invites = await screen.findByRole('region', { name: 'Invite codes' });
    await user.clear(within(invites).getByLabelText('Expires after (days)'));
    await user.type(within(invites).getByLabelText('Expires after (days)'), '31');
    await user.click(within(invites).getByRole('button', { name: 'Create invite code' }));
    expect(within(invites).getByLabelText('Expires after (days)')).toHaveAccessibleDescription(
      /^Use at most 30 days/,
    );
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
  });
});

describe('leaving and deleting', () => {
  it("shows the server's 409 when the last owner tries to leave", async () => {
    openSettingsAs('owner', {
      [`DELETE /api/locations/${BAR.id}/members/5a5a5a5a-0000-4000-8000-000000000001`]: () =>
        errorResponse(409, 'CONFLICT', LAST_OWNER_MESSAGE),
    });
    const user = userEvent.setup();
    const leave = await screen.findByRole('button', { name: 'Leave location…' });
    await waitFor(() => expect(leave).toBeEnabled());
    await user.click(leave);
    await user.click(screen.getByRole('button', { name: 'Yes, leave The Back Bar' }));
    expect(await region('Leave location').findByRole('alert')).toHaveTextContent(
      LAST_OWNER_MESSAGE,
    );
    expect(useAuthStore.getState().locations.map((ref) => ref.id)).toContain(BAR.id);
  });

  it('deletes only after the name is typed, then forgets the location', async () => {
    const { calls, router } = openSettingsAs('owner', {
      [`DELETE /api/locations/${BAR.id}`]: () => emptyResponse(204),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete location…' }));
    const confirm = screen.getByLabelText('Type The Back Bar to confirm');
    expect(confirm).toHaveFocus();
    await user.type(confirm, 'The Back');
    await user.click(screen.getByRole('button', { name: 'Delete The Back Bar for good' }));
    expect(confirm).toHaveAccessibleDescription(/^Type The Back Bar to confirm/);
    expect(calls.filter((call) => call.init.method === 'DELETE')).toHaveLength(0);

    await user.type(confirm, ' bar');
    await user.click(screen.getByRole('button', { name: 'Delete The Back Bar for good' }));
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/settings$/));
    expect(calls.filter((call) => call.init.method === 'DELETE')).toHaveLength(1);
    expect(useAuthStore.getState().locations).toEqual([KITCHEN]);
  });
});
