import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ErrorType } from '#web/lib/errors.ts';
import { BackLink, RecordPending } from './record-screen.tsx';

function renderPending(query: { isError: boolean; error: unknown; refetch: () => unknown }) {
  const router = createMemoryRouter(
    [
      {
        path: '/recipes/r1',
        element: (
          <RecordPending
            title="Recipe"
            back={<BackLink to="/recipes">All recipes</BackLink>}
            query={query}
            loading="Loading the recipe…"
            failed="The recipe could not be loaded. Check your connection and try again."
          />
        ),
      },
      { path: '/recipes', element: <p>The list</p> },
    ],
    { initialEntries: ['/recipes/r1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("a record's screen before the record is there", () => {
  it('shows the way back and a spinner while it loads', async () => {
    const router = renderPending({ isError: false, error: null, refetch: vi.fn() });
    expect(screen.getByRole('heading', { level: 1, name: 'Recipe' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the recipe…');
    await userEvent.setup().click(screen.getByRole('link', { name: 'All recipes' }));
    expect(router.state.location.pathname).toBe('/recipes');
  });

  it('says why it could not be loaded and tries again on request', async () => {
    const refetch = vi.fn();
    renderPending({
      isError: true,
      error: new ApiError({ type: ErrorType.INTERNAL_ERROR, status: 500, message: 'Boom' }),
      refetch,
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByText('The recipe could not be loaded. Check your connection and try again.'),
    ).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
