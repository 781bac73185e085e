import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { bodyOf, errorResponse, headerOf, jsonResponse } from '#web/test/fetch.ts';
import { makeVendor } from './test-fixtures.ts';
import { draft, metro, openList, resetBetweenTests } from './test-list.ts';

resetBetweenTests();

describe('a shopping list, sent to the vendor', () => {
  it('asks before sending under the vendor’s minimum, then sends with the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const list = draft();
    const { calls } = openList(list, {
      [`POST /api/shopping-lists/${list.id}/send`]: () =>
        jsonResponse({
          ...list,
          status: 'sent',
          sent_to: metro.email,
          sent_at: '2026-11-21T09:00:00.000Z',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Metro order' });
    expect(dialog).toHaveTextContent('The order is emailed to orders@metro.example');
    await waitFor(() =>
      expect(dialog).toHaveTextContent(
        'The total, €35.00, is below Metro Drinks’s minimum order of €100.00.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the order' }));
    expect(dialog).toHaveTextContent('Send it anyway?');
    expect(calls.some((call) => call.init.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/Message to the vendor/), 'Before noon please');
    await user.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.init.method === 'POST');
    expect(bodyOf(post)).toEqual({ message: 'Before noon please', confirm_below_minimum: true });
  });

  it('asks when the server finds the order under the minimum', async () => {
    const user = userEvent.setup({ delay: null });
    // The vendor's minimum changed after the screen loaded it.
    const list = draft();
    let sends = 0;
    const { calls } = openList(
      list,
      {
        [`POST /api/shopping-lists/${list.id}/send`]: (call) => {
          sends += 1;
          if ((bodyOf(call) as { confirm_below_minimum?: boolean }).confirm_below_minimum) {
            return jsonResponse({ ...list, status: 'sent' });
          }
          return errorResponse(409, 'CONFLICT', 'Below the minimum order', {
            details: {
              reason: 'below_minimum_order',
              minimum_order: 50,
              total: 35,
              requires_confirmation: true,
            },
          });
        },
      },
      { ...metro, minimum_order: null },
    );
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send the order' }));
    await waitFor(() =>
      expect(dialog).toHaveTextContent('minimum order of €50.00. Send it anyway?'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends).toBe(2);
    expect(bodyOf(calls.filter((call) => call.init.method === 'POST')[1])).toEqual({
      confirm_below_minimum: true,
    });
  });

  it('says a list of a vendor without email is only marked sent', async () => {
    const user = userEvent.setup({ delay: null });
    const quiet = makeVendor({ email: null, minimum_order: null, name: 'Corner shop' });
    const list = draft({ vendor_id: quiet.id, vendor_name: quiet.name });
    const { calls } = openList(
      list,
      {
        [`POST /api/shopping-lists/${list.id}/send`]: () =>
          jsonResponse({ ...list, status: 'sent' }),
      },
      quiet,
    );
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(dialog).toHaveTextContent('No email: the list is only marked sent.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(calls.find((call) => call.init.method === 'POST'))).toEqual({});
  });

  it('shows a list sent to an address with where it went', async () => {
    openList(
      draft({
        status: 'sent',
        sent_at: '2026-11-21T09:00:00.000Z',
        sent_to: 'orders@metro.example',
      }),
    );
    expect(await screen.findByText(/Sent .* to/)).toHaveTextContent('orders@metro.example');
    expect(screen.queryByLabelText('Packs of Gin')).not.toBeInTheDocument();
  });

  it('downloads the order as CSV with the signed-in user’s token', async () => {
    const user = userEvent.setup({ delay: null });
    const list = draft();
    // jsdom makes no object URLs: these stand in for the browser's. The revoke stays (the
    // download lets go of its URL a second later, after the test).
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:order');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = openList(list, {
      [`GET /api/shopping-lists/${list.id}/export`]: () =>
        new Response('sku,name\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="Metro-order.csv"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const call = calls.find((each) => each.url.includes('/export'));
    expect(call?.url).toBe(`/api/shopping-lists/${list.id}/export?format=csv`);
    expect(headerOf(call, 'Authorization')).toBe('Bearer access-1');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Metro-order.csv');
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
  });

  it('names the PDF after the list when the server gives no file name', async () => {
    const user = userEvent.setup({ delay: null });
    const list = draft();
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:order');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = openList(list, {
      [`GET /api/shopping-lists/${list.id}/export`]: () =>
        new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(calls.find((each) => each.url.includes('/export'))?.url).toBe(
      `/api/shopping-lists/${list.id}/export?format=pdf`,
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Metro order.pdf');
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
  });

  it('says so in the server’s words when the download is refused, and saves nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const list = draft();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    openList(list, {
      [`GET /api/shopping-lists/${list.id}/export`]: () =>
        errorResponse(404, 'NOT_FOUND', 'Shopping list not found'),
    });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((each) => each.message)).toContain(
        'Shopping list not found',
      ),
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
