import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_MESSAGE_MAX_LENGTH } from '#contract/assistant.ts';
import { Composer } from './composer.tsx';

/** A phone's visual viewport, which shrinks when the on-screen keyboard opens. */
class FakeVisualViewport extends EventTarget {
  height = 740;
  offsetTop = 0;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the question box', () => {
  it('rises above the on-screen keyboard while it is open', () => {
    const viewport = new FakeVisualViewport();
    vi.stubGlobal('visualViewport', viewport);
    vi.stubGlobal('innerHeight', 740);
    render(<Composer answering={false} onAsk={() => undefined} onStop={() => undefined} />);
    const form = screen.getByRole('form', { name: 'Ask the assistant' });
    expect(form.style.bottom).toBe('');

    act(() => {
      viewport.height = 420;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(form.style.bottom).toBe('320px');

    act(() => {
      viewport.height = 740;
      viewport.dispatchEvent(new Event('resize'));
    });
    expect(form.style.bottom).toBe('');
  });

  it('refuses a question that is too long, and says how long it is', async () => {
    const user = userEvent.setup();
    const onAsk = vi.fn();
    render(<Composer answering={false} onAsk={onAsk} onStop={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await user.click(box);
    await user.paste('x'.repeat(ASSISTANT_MESSAGE_MAX_LENGTH + 1));
    await user.keyboard('{Enter}');
    expect(onAsk).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      `Use at most ${ASSISTANT_MESSAGE_MAX_LENGTH} characters (${ASSISTANT_MESSAGE_MAX_LENGTH + 1} now).`,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('offers Stop instead of Send while an answer comes in', async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    render(<Composer answering onAsk={() => undefined} onStop={onStop} />);
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });
});
