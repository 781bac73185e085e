import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_REMOVE_DELAY_MS, useNotificationStore } from './notifications.ts';

const store = () => useNotificationStore.getState();
const messages = () => store().notifications.map((n) => n.message);
const find = (id: string) => store().notifications.find((n) => n.id === id);

beforeEach(() => {
  vi.useFakeTimers();
  store().clearAll();
});

afterEach(() => {
  store().clearAll();
  vi.useRealTimers();
});

describe('notification store', () => {
  it('keeps at most three, dropping the oldest when a fourth arrives', () => {
    store().notify({ type: 'info', message: 'first' });
    store().notify({ type: 'info', message: 'second' });
    store().notify({ type: 'info', message: 'third' });
    expect(messages()).toEqual(['first', 'second', 'third']);

    store().notify({ type: 'info', message: 'fourth' });
    expect(messages()).toEqual(['second', 'third', 'fourth']);
  });

  it('returns a distinct id for each notification', () => {
    const a = store().notify({ type: 'success', message: 'Saved' });
    const b = store().notify({ type: 'success', message: 'Saved' });
    expect(a).not.toBe(b);
    expect(find(a)).toMatchObject({ message: 'Saved', visible: true, type: 'success' });
  });

  it('hides a plain notification after 5000 ms and removes it shortly after', () => {
    const id = store().notify({ type: 'success', message: 'Count saved' });
    expect(find(id)?.duration).toBe(5000);

    vi.advanceTimersByTime(4999);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);

    vi.advanceTimersByTime(NOTIFICATION_REMOVE_DELAY_MS);
    expect(find(id)).toBeUndefined();
  });

  it('keeps an error for 6000 ms', () => {
    const id = store().notify({ type: 'error', message: 'Could not save' });
    expect(find(id)?.duration).toBe(6000);
    vi.advanceTimersByTime(5999);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
  });

  it('keeps an undoable notification for 8000 ms, whatever its type', () => {
    const undo = vi.fn();
    const id = store().notify({ type: 'success', message: 'Item archived', undoAction: undo });
    expect(find(id)?.duration).toBe(8000);
    expect(find(id)?.undoAction).toBe(undo);
    vi.advanceTimersByTime(7999);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
  });

  it('honours an explicit duration', () => {
    const id = store().notify({ type: 'error', message: 'Offline', duration: 8000 });
    vi.advanceTimersByTime(6000);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(find(id)?.visible).toBe(false);
  });

  it('keeps a notification with duration 0 until it is dismissed', () => {
    const id = store().notify({ type: 'info', message: 'Sticky', duration: 0 });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(find(id)?.visible).toBe(true);

    store().dismiss(id);
    expect(find(id)?.visible).toBe(false);
    vi.advanceTimersByTime(NOTIFICATION_REMOVE_DELAY_MS);
    expect(find(id)).toBeUndefined();
  });

  it('does not let the timer of a dropped notification touch the others', () => {
    const first = store().notify({ type: 'info', message: 'first', duration: 1000 });
    store().notify({ type: 'info', message: 'second', duration: 0 });
    store().notify({ type: 'info', message: 'third', duration: 0 });
    store().notify({ type: 'info', message: 'fourth', duration: 0 });
    expect(find(first)).toBeUndefined();

    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual(['second', 'third', 'fourth']);
    expect(store().notifications.every((n) => n.visible)).toBe(true);
  });
});
