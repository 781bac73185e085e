import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BAR, signIn } from '#web/test/auth-fixtures.ts';
import { errorResponse, jsonResponse, stubApi } from '#web/test/fetch.ts';
import { makeItem } from '#web/test/inventory-fixtures.ts';
import { renderRoute } from '#web/test/render-route.tsx';
import { gin, openStocklist, quantityOf, resetBetweenTests, unfold } from './test-stocklist.tsx';

resetBetweenTests();

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
    const user = userEvent.setup({ delay: null });
    openStocklist();
    await screen.findByLabelText('Quantity of Gin');
    await user.type(screen.getByRole('searchbox'), 'vod');
    await waitFor(() => expect(screen.queryByLabelText('Quantity of Gin')).not.toBeInTheDocument());
    expect(quantityOf('Vodka')).toBeVisible();
    expect(screen.queryByLabelText('Quantity of Lemons')).not.toBeInTheDocument();
  });

  it('counts progress per storage area, and keeps it in the session', async () => {
    const user = userEvent.setup({ delay: null });
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

  it('renders only the rows in view when there are hundreds of items', async () => {
    signIn([BAR]);
    const many = Array.from({ length: 500 }, (_, index) =>
      makeItem({ name: `Item ${String(index).padStart(4, '0')}` }),
    );
    stubApi({
      'GET /api/inventory': () => jsonResponse(many),
      'GET /api/inventory/categories': () => jsonResponse([]),
    });
    renderRoute(`/dashboard/${BAR.id}/stocklist`);
    await screen.findByLabelText('Quantity of Item 0000');
    expect(screen.getAllByRole('textbox').length).toBeLessThan(60);
    expect(screen.getByText('0 of 500 counted in Bar')).toBeVisible();
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
