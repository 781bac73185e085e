import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '#contract/inventory.ts';
import type { UpdateQuantityBody } from '#contract/stock-updates.ts';
import { NotificationViewport } from '#web/components/ui/notifications.tsx';
import { useAuthStore } from '#web/lib/stores/auth.ts';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { BAR, resetAuth, signIn } from '#web/test/auth-fixtures.ts';
import { bodyOf, errorResponse, headerOf, jsonResponse, stubApi } from '#web/test/fetch.ts';
import type { FetchCall } from '#web/test/fetch.ts';
import { makeCategory, makeItem, makeStockUpdate } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { useCountOutbox } from '#web/lib/stores/count-outbox.ts';
import { useCountingSession } from './counting-session.ts';

const spirits = makeCategory({ name: 'Spirits', sort_order: 0 });
const wine = makeCategory({ name: 'Wine', sort_order: 1 });
const gin = makeItem({ name: 'Gin', category_id: spirits.id, category: 'Spirits', quantity: 4 });
const vodka = makeItem({
  name: 'Vodka',
  category_id: spirits.id,
  category: 'Spirits',
  barcode: '5010677014205',
});
const rioja = makeItem({
  name: 'Rioja',
  category_id: wine.id,
  category: 'Wine',
  quantity: 1,
  par_level: 6,
  barcode: '8410415520012',
});
const lemons = makeItem({ name: 'Lemons', unit: 'kg', storage_area: 'Walk-in', par_level: null });
const ITEMS = [rioja, lemons, vodka, gin];

const isUpdate = (call: FetchCall) => call.url.startsWith('/api/inventory/update/');

/** Answers updates like the server: the new quantity, the version one higher. */
function acceptUpdate(call: FetchCall) {
  const id = call.url.split('/').at(-1) ?? '';
  const body = bodyOf(call) as UpdateQuantityBody;
  const known = ITEMS.find((item) => item.id === id) as Item;
  const item = {
    ...known,
    quantity: body.quantity,
    version: (body.version ?? 1) + 1,
    below_par: known.par_level !== null && body.quantity < known.par_level,
  };
  return jsonResponse({ item, update: makeStockUpdate({ item_id: id }) });
}

function openStocklist(
  update: (call: FetchCall) => Response | Promise<Response> = acceptUpdate,
  query = '',
  items: Item[] = ITEMS,
) {
  signIn([BAR]);
  const routes: Record<string, (call: FetchCall) => Response | Promise<Response>> = {
    'GET /api/inventory': () => jsonResponse(items),
    'GET /api/inventory/categories': () => jsonResponse([wine, spirits]),
  };
  for (const item of ITEMS) routes[`POST /api/inventory/update/${item.id}`] = update;
  const stub = stubApi(routes);
  const view = renderRoute(`/dashboard/${BAR.id}/stocklist${query}`);
  render(<NotificationViewport />);
  return { ...stub, ...view };
}

const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`);
const shownNames = () =>
  screen
    .queryAllByRole('textbox', { name: /^Quantity of/ })
    .map((input) => input.getAttribute('aria-label')?.replace('Quantity of ', ''));
const belowParChip = () => screen.getByRole('button', { name: 'Below par only' });
/** The counter moves on (another item, another screen): counts held for another tap go now. */
const moveOn = () =>
  act(() => useCountOutbox.getState().settle(useAuthStore.getState().user?.id ?? ''));
/** Counting folded the search and progress away: open them again. */
const unfold = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Search', expanded: false }));

beforeEach(() => {
  // jsdom has no scrolling; the virtualiser scrolls the list when it jumps to a row.
  Element.prototype.scrollTo = () => undefined;
  resetAuth();
  useCountingSession.setState({ counted: {} });
});
afterEach(() => {
  useNotificationStore.getState().clearAll();
  vi.unstubAllGlobals();
});

describe('stock list', () => {
  it('groups by storage area, then the venue’s category order, then name', async () => {
    openStocklist();
    await screen.findByLabelText('Quantity of Gin');
    const order = screen
      .getAllByRole('heading')
      .filter((heading) => heading.tagName !== 'H1')
      .map((heading) => heading.textContent);
    expect(order).toEqual(['Bar', 'Bar: Spirits', 'Bar: Wine', 'Walk-in', 'Walk-in: No category']);
    const inputs = screen.getAllByRole('textbox', { name: /^Quantity of/ });
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual([
      'Quantity of Gin',
      'Quantity of Vodka',
      'Quantity of Rioja',
      'Quantity of Lemons',
    ]);
    expect(screen.getByText(/Below par \(/)).toHaveTextContent('Below par (6)');
  });

  it('filters as the user types', async () => {
    const user = userEvent.setup();
    openStocklist();
    await screen.findByLabelText('Quantity of Gin');
    await user.type(screen.getByRole('searchbox'), 'vod');
    await waitFor(() => expect(screen.queryByLabelText('Quantity of Gin')).not.toBeInTheDocument());
    expect(quantityOf('Vodka')).toBeVisible();
    expect(screen.queryByLabelText('Quantity of Lemons')).not.toBeInTheDocument();
  });

  it('posts + as a count with the version and an idempotency key, and shows the new number', async () => {
    const user = userEvent.setup();
    const { calls } = openStocklist();
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    expect(quantityOf('Gin')).toHaveValue('5');
    moveOn();
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    const post = calls.find(isUpdate);
    expect(post?.url).toBe(`/api/inventory/update/${gin.id}`);
    expect(bodyOf(post)).toEqual({ quantity: 5, reason: 'count', version: 1 });
    expect(headerOf(post, 'Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Gin: 4 → 5')).toBeVisible();
  });

  it('commits a typed quantity on Enter and moves to the next item', async () => {
    const user = userEvent.setup();
    const { calls } = openStocklist();
    await user.click(await screen.findByLabelText('Quantity of Gin'));
    await user.keyboard('2.5{Enter}');
    expect(quantityOf('Vodka')).toHaveFocus();
    moveOn();
    await waitFor(() => expect(bodyOf(calls.find(isUpdate))).toMatchObject({ quantity: 2.5 }));
    expect(quantityOf('Gin')).toHaveValue('2.5');
    // The blur that Enter caused does not send the count a second time.
    expect(calls.filter(isUpdate)).toHaveLength(1);
  });

  it('one undo per item goes back to where its quick taps started, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = openStocklist();
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    // One notification, updated in place: from where the taps started to where they ended.
    expect(screen.getAllByRole('button', { name: 'Undo' })).toHaveLength(1);
    expect(screen.getByText('Gin: 4 → 7')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(quantityOf('Gin')).toHaveValue('4');
    expect(await screen.findByText('Gin is back to 4.')).toBeVisible();
    moveOn();
    expect(useCountOutbox.getState().pending).toEqual([]);
    expect(calls.filter(isUpdate)).toEqual([]);
  });

  it('undo after the count went posts the previous quantity with reason undo', async () => {
    const user = userEvent.setup();
    const { calls } = openStocklist();
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    await waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(2));
    const [first, undo] = calls.filter(isUpdate);
    expect(bodyOf(undo)).toEqual({ quantity: 4, reason: 'undo', version: 2 });
    expect(headerOf(undo, 'Idempotency-Key')).not.toBe(headerOf(first, 'Idempotency-Key'));
    await waitFor(() => expect(quantityOf('Gin')).toHaveValue('4'));
  });

  it('on a 409 offers theirs or mine, and "Use mine" re-posts with the server’s version', async () => {
    const user = userEvent.setup();
    const theirs = { ...gin, quantity: 10, version: 7 };
    let answered = false;
    const { calls } = openStocklist((call) => {
      if (answered) return acceptUpdate(call);
      answered = true;
      return errorResponse(409, 'CONFLICT', 'That item changed meanwhile', {
        details: { item: theirs },
      });
    });
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    const dialog = await screen.findByRole('alertdialog', { name: /Gin was changed/ });
    expect(within(dialog).getByRole('button', { name: 'Keep theirs (10)' })).toHaveFocus();
    expect(quantityOf('Gin')).toHaveValue('10');
    await user.click(within(dialog).getByRole('button', { name: 'Use mine (5)' }));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(2));
    expect(bodyOf(calls.filter(isUpdate)[1])).toEqual({ quantity: 5, reason: 'count', version: 7 });
    await waitFor(() => expect(quantityOf('Gin')).toHaveValue('5'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('rolls back when the update fails', async () => {
    const user = userEvent.setup();
    openStocklist(() => errorResponse(422, 'VALIDATION_ERROR', 'Use a number'));
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    expect(await screen.findByText(/Gin was not saved/)).toBeVisible();
    expect(quantityOf('Gin')).toHaveValue('4');
  });

  it('jumps to the item whose barcode a scanner typed', async () => {
    const user = userEvent.setup();
    openStocklist();
    await screen.findByLabelText('Quantity of Gin');
    await user.type(screen.getByRole('searchbox'), '8410415520012{Enter}');
    await waitFor(() => expect(quantityOf('Rioja')).toHaveFocus());
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(quantityOf('Gin')).toBeVisible();
  });

  it('keeps theirs on Escape, and Tab stays inside the choice', async () => {
    const user = userEvent.setup();
    const theirs = { ...gin, quantity: 10, version: 7 };
    const { calls } = openStocklist(() =>
      errorResponse(409, 'CONFLICT', 'Changed', { details: { item: theirs } }),
    );
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Use mine (5)' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Keep theirs (10)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(quantityOf('Gin')).toHaveValue('10');
    expect(calls.filter(isUpdate)).toHaveLength(1);
  });

  it('offers the camera only where BarcodeDetector exists, and jumps to what it reads', async () => {
    const user = userEvent.setup();
    openStocklist();
    await screen.findByLabelText('Quantity of Gin');
    expect(screen.queryByRole('button', { name: /camera/ })).not.toBeInTheDocument();
    cleanup();

    const stop = vi.fn();
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = () => Promise.resolve([{ rawValue: rioja.barcode }]);
      },
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop }] }) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    openStocklist();
    await user.click(await screen.findByRole('button', { name: 'Scan a barcode with the camera' }));
    // The scanner looks every 250 ms: give a loaded machine time for a few looks.
    await waitFor(() => expect(quantityOf('Rioja')).toHaveFocus(), { timeout: 3000 });
    expect(screen.queryByRole('dialog', { name: 'Scan a barcode' })).not.toBeInTheDocument();
    // React runs an unmounted effect's cleanup after the commit: wait for it.
    await waitFor(() => expect(stop).toHaveBeenCalled());
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('stops a camera that starts only after the scanner was closed', async () => {
    const user = userEvent.setup();
    const stop = vi.fn();
    let startCamera: (stream: unknown) => void = () => undefined;
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = () => Promise.resolve([]);
      },
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => new Promise((resolve) => (startCamera = resolve)) },
    });
    openStocklist();
    await user.click(await screen.findByRole('button', { name: 'Scan a barcode with the camera' }));
    await user.click(await screen.findByRole('button', { name: 'Close the scanner' }));
    expect(screen.queryByRole('dialog', { name: 'Scan a barcode' })).not.toBeInTheDocument();
    startCamera({ getTracks: () => [{ stop }] });
    await waitFor(() => expect(stop).toHaveBeenCalled());
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('counts progress per storage area, and keeps it in the session', async () => {
    const user = userEvent.setup();
    openStocklist();
    const progress = await screen.findByRole('region', { name: 'Counting progress' });
    expect(progress).toHaveTextContent('0 of 3 counted in Bar');
    expect(progress).toHaveTextContent('0 of 1 counted in Walk-in');
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    // Counting folds the search and progress into one line: the area being counted.
    expect(screen.queryByRole('region', { name: 'Counting progress' })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 3 counted in Bar')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'One less Vodka' }));
    expect(screen.getByText('2 of 3 counted in Bar')).toBeVisible();
    await unfold(user);
    const unfolded = screen.getByRole('region', { name: 'Counting progress' });
    expect(unfolded).toHaveTextContent('2 of 3 counted in Bar');
    expect(unfolded).toHaveTextContent('0 of 1 counted in Walk-in');
    expect(screen.getByRole('searchbox')).toBeVisible();
    expect(sessionStorage.getItem('counting-session')).toContain(gin.id);
  });

  it('shows only what is below par from ?filter=below-par, and keeps a row counted up to par', async () => {
    const user = userEvent.setup();
    const { calls, router } = openStocklist(acceptUpdate, '?filter=below-par');
    await screen.findByLabelText('Quantity of Rioja');
    expect(belowParChip()).toHaveAttribute('aria-pressed', 'true');
    expect(shownNames()).toEqual(['Rioja']);
    const progress = screen.getByRole('region', { name: 'Counting progress' });
    expect(progress).toHaveTextContent('0 of 1 counted in Bar');
    expect(progress).not.toHaveTextContent('Walk-in');

    await user.click(quantityOf('Rioja'));
    await user.keyboard('6{Enter}');
    moveOn();
    await waitFor(() => expect(bodyOf(calls.find(isUpdate))).toMatchObject({ quantity: 6 }));
    expect(await screen.findByText('Rioja: 1 → 6')).toBeVisible();
    // At par now, yet still here to correct a mistyped number: the set was taken on entry.
    expect(shownNames()).toEqual(['Rioja']);
    expect(screen.queryByText(/Below par \(/)).not.toBeInTheDocument();
    expect(screen.getByText('Counted')).toBeVisible();
    await unfold(user);
    expect(screen.getByRole('region', { name: 'Counting progress' })).toHaveTextContent(
      '1 of 1 counted in Bar',
    );

    await user.click(belowParChip());
    expect(belowParChip()).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(shownNames()).toEqual(['Gin', 'Vodka', 'Rioja', 'Lemons']));
    expect(screen.getByRole('region', { name: 'Counting progress' })).toHaveTextContent(
      '1 of 3 counted in Bar',
    );

    // On again: decided afresh, and nothing is below par any more.
    await user.click(belowParChip());
    expect(router.state.location.search).toBe('?filter=below-par');
    expect(await screen.findByText('Nothing is below par.')).toBeVisible();
    expect(shownNames()).toEqual([]);
  });

  it('says when nothing is below par, with a way to show everything', async () => {
    const user = userEvent.setup();
    const { router } = openStocklist(acceptUpdate, '?filter=below-par', [gin, vodka, lemons]);
    expect(await screen.findByText('Nothing is below par.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all items' }));
    await waitFor(() => expect(shownNames()).toEqual(['Gin', 'Vodka', 'Lemons']));
    expect(belowParChip()).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('');
  });

  it('turns the filter off to jump to a scanned item that is not below par', async () => {
    const user = userEvent.setup();
    openStocklist(acceptUpdate, '?filter=below-par');
    await screen.findByLabelText('Quantity of Rioja');
    await user.type(screen.getByRole('searchbox'), `${vodka.barcode ?? ''}{Enter}`);
    await waitFor(() => expect(quantityOf('Vodka')).toHaveFocus());
    expect(belowParChip()).toHaveAttribute('aria-pressed', 'false');
    expect(shownNames()).toContain('Gin');
  });

  it('renders only the rows in view when there are thousands of items', async () => {
    signIn([BAR]);
    const many = Array.from({ length: 5000 }, (_, index) =>
      makeItem({ name: `Item ${String(index).padStart(4, '0')}` }),
    );
    stubApi({
      'GET /api/inventory': () => jsonResponse(many),
      'GET /api/inventory/categories': () => jsonResponse([]),
    });
    renderRoute(`/dashboard/${BAR.id}/stocklist`);
    await screen.findByLabelText('Quantity of Item 0000');
    expect(screen.getAllByRole('textbox').length).toBeLessThan(60);
    expect(screen.getByText('0 of 5000 counted in Bar')).toBeVisible();
  });

  it('says so when the location has no items yet', async () => {
    signIn([BAR]);
    stubApi({
      'GET /api/inventory': () => jsonResponse([]),
      'GET /api/inventory/categories': () => jsonResponse([]),
    });
    renderRoute(`/dashboard/${BAR.id}/stocklist`);
    expect(await screen.findByText(/No items yet/)).toBeVisible();
  });

  it('shows an error state with a way to try again', async () => {
    signIn([BAR]);
    stubApi({
      'GET /api/inventory': () => errorResponse(500, 'INTERNAL_ERROR', 'Boom'),
      'GET /api/inventory/categories': () => jsonResponse([]),
    });
    renderRoute(`/dashboard/${BAR.id}/stocklist`);
    expect(await screen.findByText(/could not be loaded/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('stock list, without losing a count', () => {
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));
  const waitingBanner = () => screen.findByText(/saved on this phone, not sent yet/);

  it('keeps a count through a dead connection and sends it, same key, once back online', async () => {
    const user = userEvent.setup();
    let connected = false;
    const { calls } = openStocklist((call) => (connected ? acceptUpdate(call) : offline()));
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    expect(await waitingBanner()).toHaveTextContent(
      '1 count is saved on this phone, not sent yet. They go as soon as the connection is back.',
    );
    expect(quantityOf('Gin')).toHaveValue('5');
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
    expect(screen.queryByText(/was not saved/)).not.toBeInTheDocument();
    expect(localStorage.getItem('count-outbox')).toContain(gin.id);

    connected = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/not sent yet/)).not.toBeInTheDocument());
    const posts = calls.filter(isUpdate);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts.map((post) => headerOf(post, 'Idempotency-Key'))).size).toBe(1);
    expect(bodyOf(posts.at(-1))).toEqual({ quantity: 5, reason: 'count', version: 1 });
    expect(quantityOf('Gin')).toHaveValue('5');
    expect(JSON.parse(localStorage.getItem('count-outbox') ?? '{}').state.pending).toEqual([]);
  });

  it('still has the count after the page is reloaded, shows it and sends it', async () => {
    const user = userEvent.setup();
    openStocklist(offline);
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    await waitingBanner();
    const kept = localStorage.getItem('count-outbox') ?? '';
    const key = JSON.parse(kept).state.pending[0].key as string;

    // A new page: nothing in memory, the same localStorage.
    cleanup();
    useCountOutbox.setState({ pending: [] });
    localStorage.setItem('count-outbox', kept);
    await useCountOutbox.persist.rehydrate();
    let answer: (response: Response) => void = () => undefined;
    const { calls } = openStocklist(() => new Promise<Response>((resolve) => (answer = resolve)));
    // Shown over the server's 4 before the server has it.
    await waitFor(() => expect(quantityOf('Gin')).toHaveValue('5'));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    const post = calls.find(isUpdate);
    expect(headerOf(post, 'Idempotency-Key')).toBe(key);
    answer(acceptUpdate(post as FetchCall));
    await waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    expect(quantityOf('Gin')).toHaveValue('5');
  });

  it('waits out a server error instead of undoing the count, and "Send now" tries at once', async () => {
    const user = userEvent.setup();
    let failing = true;
    const { calls } = openStocklist((call) =>
      failing ? errorResponse(503, 'INTERNAL_ERROR', 'Down for a moment') : acceptUpdate(call),
    );
    await user.click(await screen.findByRole('button', { name: 'One less Vodka' }));
    await waitingBanner();
    expect(quantityOf('Vodka')).toHaveValue('3');
    failing = false;
    const sent = calls.filter(isUpdate).length;
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(calls.filter(isUpdate).length).toBeGreaterThan(sent));
    await waitFor(() => expect(screen.queryByText(/not sent yet/)).not.toBeInTheDocument());
  });

  it('sends one item’s counts in order, each on the version the one before brought back', async () => {
    const user = userEvent.setup();
    const answers: ((response: Response) => void)[] = [];
    const { calls } = openStocklist(
      () => new Promise<Response>((resolve) => answers.push(resolve)),
    );
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    moveOn();
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    // On its way, the first count is never joined: this tap is a count of its own.
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    expect(quantityOf('Gin')).toHaveValue('6');
    moveOn();
    answers[0]?.(acceptUpdate(calls.filter(isUpdate)[0] as FetchCall));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(2));
    expect(bodyOf(calls.filter(isUpdate)[1])).toEqual({ quantity: 6, reason: 'count', version: 2 });
    answers[1]?.(acceptUpdate(calls.filter(isUpdate)[1] as FetchCall));
    await waitFor(() => expect(useCountOutbox.getState().pending).toEqual([]));
    expect(quantityOf('Gin')).toHaveValue('6');
  });

  it('on a conflict drops the item’s later counts too and offers the last number given', async () => {
    const user = userEvent.setup();
    const theirs = { ...gin, quantity: 10, version: 7 };
    let answerFirst: (response: Response) => void = () => undefined;
    let first = true;
    const { calls } = openStocklist((call) => {
      if (!first) return acceptUpdate(call);
      first = false;
      return new Promise<Response>((resolve) => (answerFirst = resolve));
    });
    await user.click(await screen.findByRole('button', { name: 'One more Gin' }));
    await user.click(screen.getByRole('button', { name: 'One more Gin' }));
    await waitFor(() => expect(calls.filter(isUpdate)).toHaveLength(1));
    answerFirst(errorResponse(409, 'CONFLICT', 'Changed', { details: { item: theirs } }));
    const dialog = await screen.findByRole('alertdialog', { name: /Gin was changed/ });
    expect(within(dialog).getByRole('button', { name: 'Use mine (6)' })).toBeVisible();
    expect(useCountOutbox.getState().pending).toEqual([]);
    expect(calls.filter(isUpdate)).toHaveLength(1);
  });
});
