import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, headerOf, stubApi } from '#web/test/fetch.ts';
import { renderRoute } from '#web/test/render-route.tsx';

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

describe('download my data', () => {
  it('saves the file the server names, fetched with the signed-in token', async () => {
    const user = userEvent.setup();
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:my-data');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = stubApi({
      'GET /api/auth/user/export': () =>
        new Response('{"format":"barback-account"}', {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="barback-my-data-2026-03-04.json"',
          },
        }),
    });
    renderRoute('/account');
    const section = within(await screen.findByRole('region', { name: 'Your data' }));
    await user.click(section.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(headerOf(calls[0], 'Authorization')).toBe('Bearer access-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'barback-my-data-2026-03-04.json',
    );
    expect(section.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
  });

  it('says so when the download fails, and can be tried again from the keyboard', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/auth/user/export': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down'),
    });
    renderRoute('/account');
    const section = within(await screen.findByRole('region', { name: 'Your data' }));
    section.getByRole('button', { name: 'Download my data' }).focus();
    await user.keyboard('{Enter}');
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Your data could not be downloaded. Please try again.',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
