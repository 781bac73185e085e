import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '#web/lib/stores/notifications.ts';
import { NotificationViewport } from './notifications.tsx';

const notify = (input: Parameters<ReturnType<typeof useNotificationStore.getState>['notify']>[0]) =>
  act(() => {
    useNotificationStore.getState().notify(input);
  });

beforeEach(() => useNotificationStore.getState().clearAll());
afterEach(() => {
  act(() => useNotificationStore.getState().clearAll());
  vi.useRealTimers();
});

describe('notification viewport', () => {
  it('announces information politely and errors as alerts', () => {
    render(<NotificationViewport />);
    notify({ type: 'success', message: 'Count saved' });
    notify({ type: 'error', message: 'Could not save the count' });

    expect(screen.getByRole('status')).toHaveTextContent('Count saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save the count');
  });

  it('closes a notification with its dismiss button', async () => {
    const user = userEvent.setup();
    render(<NotificationViewport />);
    notify({ type: 'info', message: 'Delivery received', duration: 0 });

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Delivery received')).not.toBeInTheDocument();
  });

  it('runs the undo action and closes', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    render(<NotificationViewport />);
    notify({ type: 'success', message: 'Item archived', undoAction: undo });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Item archived')).not.toBeInTheDocument();
  });

  it('disappears from the screen when its time is up', () => {
    vi.useFakeTimers();
    render(<NotificationViewport />);
    notify({ type: 'success', message: 'Saved' });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
