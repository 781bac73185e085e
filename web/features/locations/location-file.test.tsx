import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeLocation } from '#web/test/location-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';

const NEW_ID = '7c1d0c2e-0000-4000-8000-0000000000ee';
const FILE = { format: 'barback-location', version: 1, location: { name: 'Rooftop' } };

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

const jsonFile = (text: string) =>
  new File([text], 'rooftop.barback.json', { type: 'application/json' });

describe('importing a location from a file', () => {
  it('sends the file, adds the new location and opens it', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'POST /api/locations/import': () =>
        jsonResponse({ location_id: NEW_ID, name: 'Rooftop', counts: { items: 2 } }, 201),
      [`GET /api/locations/${NEW_ID}`]: () =>
        jsonResponse(makeLocation({ id: NEW_ID, name: 'Rooftop', role: 'owner' })),
    });
    const { router } = renderRoute('/add-location');
    const section = within(
      await screen.findByRole('region', { name: 'Import a location from a file' }),
    );
    await user.upload(
      section.getByLabelText('Location file (.json)'),
      jsonFile(JSON.stringify(FILE)),
    );
    await user.click(section.getByRole('button', { name: 'Import location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/${NEW_ID}`));
    const sent = calls.find((call) => call.url === '/api/locations/import');
    expect(bodyOf(sent)).toEqual(FILE);
    expect(useAuthStore.getState().locations).toContainEqual({
      id: NEW_ID,
      name: 'Rooftop',
      role: 'owner',
    });
  });

  it('shows the field the server refused, and stays', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/locations/import': () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Invalid', {
          details: [{ path: 'items.1.name', message: 'That name is taken' }],
        }),
    });
    const { router } = renderRoute('/add-location');
    const section = within(
      await screen.findByRole('region', { name: 'Import a location from a file' }),
    );
    await user.upload(
      section.getByLabelText('Location file (.json)'),
      jsonFile(JSON.stringify(FILE)),
    );
    await user.click(section.getByRole('button', { name: 'Import location' }));
    expect(await section.findByRole('alert')).toHaveTextContent('items.1.name: That name is taken');
    expect(router.state.location.pathname).toBe('/add-location');
  });

  it.each([
    [
      'a file of another kind',
      () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Please check your input and try again.', {
          details: [{ path: 'format', message: 'Invalid input: expected "barback-location"' }],
        }),
      'This is not a Barback location file.',
    ],
    [
      'a file of another version',
      () =>
        errorResponse(422, 'VALIDATION_ERROR', 'Please check your input and try again.', {
          details: [{ path: 'version', message: 'Invalid input: expected 1' }],
        }),
      'This file was written by another version of Barback, which this one cannot read.',
    ],
    [
      'a file with more rows than an import reads',
      () =>
        errorResponse(
          422,
          'VALIDATION_ERROR',
          'This file holds more rows than a location may import (702,000 at most).',
          {
            details: [
              {
                path: 'file',
                message: 'This file holds more rows than a location may import (702,000 at most).',
              },
            ],
          },
        ),
      'This file holds more rows than a location may import (702,000 at most).',
    ],
    [
      'a file larger than an import takes',
      () => errorResponse(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.'),
      'This file is larger than a location may import.',
    ],
  ])('says so in its own words when the server refuses %s', async (_label, answer, said) => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/locations/import': answer });
    renderRoute('/add-location');
    const section = within(
      await screen.findByRole('region', { name: 'Import a location from a file' }),
    );
    await user.upload(
      section.getByLabelText('Location file (.json)'),
      jsonFile(JSON.stringify(FILE)),
    );
    await user.click(section.getByRole('button', { name: 'Import location' }));
    expect((await section.findByRole('alert')).textContent).toBe(said);
  });

  it('refuses a file that is not JSON, or none, without calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({});
    renderRoute('/add-location');
    const section = within(
      await screen.findByRole('region', { name: 'Import a location from a file' }),
    );
    await user.click(section.getByRole('button', { name: 'Import location' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Choose a file to import.');
    await user.upload(section.getByLabelText('Location file (.json)'), jsonFile('name,unit\n'));
    await user.click(section.getByRole('button', { name: 'Import location' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'This is not a Barback location file.',
    );
    expect(calls.filter((call) => call.init.method === 'POST')).toHaveLength(0);
  });
});

describe('exporting a location', () => {
  it('is offered to an owner, not to a manager', async () => {
    stubApi({
      [`GET /api/locations/${BAR.id}`]: () =>
        jsonResponse(makeLocation({ ...BAR, role: 'manager' })),
    });
    useAuthStore.setState({ locations: [{ ...BAR, role: 'manager' }] });
    renderRoute(`/dashboard/${BAR.id}/settings`);
    expect(await screen.findByRole('region', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Export this location' })).not.toBeInTheDocument();
  });

  it('downloads the file for an owner', async () => {
    const user = userEvent.setup();
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:venue');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = stubApi({
      [`GET /api/locations/${BAR.id}`]: () => jsonResponse(makeLocation({ ...BAR, role: 'owner' })),
      [`GET /api/locations/${BAR.id}/export`]: () =>
        new Response('{}', {
          headers: { 'Content-Disposition': 'attachment; filename="bar-2026-03-04.barback.json"' },
        }),
    });
    useAuthStore.setState({ locations: [{ ...BAR, role: 'owner' }] });
    renderRoute(`/dashboard/${BAR.id}/settings`);
    const section = within(await screen.findByRole('region', { name: 'Export this location' }));
    await user.click(section.getByRole('button', { name: 'Download the file' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(calls.map((call) => call.url)).toContain(`/api/locations/${BAR.id}/export`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'bar-2026-03-04.barback.json',
    );
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
  });
});
