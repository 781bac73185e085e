import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '../../../../contract/inventory.ts';
import { BAR, resetAuth, signIn } from '../../../test/auth-fixtures.ts';
import { jsonResponse, stubApi } from '../../../test/fetch.ts';
import { makeItem, makeStockUpdate } from '../../../test/inventory-fixtures.ts';
import { inventoryKeys } from './inventory-keys.ts';
import { useUpdateQuantity } from './update-quantity.ts';

beforeEach(() => {
  resetAuth();
  signIn([BAR]);
});
afterEach(() => vi.unstubAllGlobals());

function setup(answer: () => Promise<Response>) {
  stubApi({ [`POST /api/inventory/update/${gin.id}`]: answer });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(inventoryKeys.items(BAR.id), [gin]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useUpdateQuantity(BAR.id), { wrapper });
  const shown = () =>
    queryClient.getQueryData<Item[]>(inventoryKeys.items(BAR.id))?.find((i) => i.id === gin.id);
  return { queryClient, result, shown };
}

const gin = makeItem({ name: 'Gin', quantity: 4, version: 3 });

describe('useUpdateQuantity', () => {
  it('shows the count at once, then the server’s answer', async () => {
    const { result, shown } = setup(async () =>
      jsonResponse({
        item: { ...gin, quantity: 5, version: 4 },
        update: makeStockUpdate({ item_id: gin.id }),
      }),
    );
    act(() =>
      result.current.mutate({ item: gin, quantity: 5, reason: 'count', idempotencyKey: 'k-1' }),
    );
    await waitFor(() => expect(shown()?.quantity).toBe(5));
    await waitFor(() => expect(shown()?.version).toBe(4));
  });

  it('keeps a newer copy that arrived meanwhile over an older answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { result, shown, queryClient } = setup(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    act(() =>
      result.current.mutate({ item: gin, quantity: 5, reason: 'count', idempotencyKey: 'k-2' }),
    );
    await waitFor(() => expect(shown()?.quantity).toBe(5));
    // Another phone's count (version 5) is patched in before our answer (version 4) lands.
    queryClient.setQueryData<Item[]>(inventoryKeys.items(BAR.id), [
      { ...gin, quantity: 9, version: 5 },
    ]);
    answer(
      jsonResponse({
        item: { ...gin, quantity: 5, version: 4 },
        update: makeStockUpdate({ item_id: gin.id }),
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(shown()).toMatchObject({ quantity: 9, version: 5 });
  });
});
