import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ErrorType } from '#web/lib/errors.ts';
import { ConfirmByTypingDialog } from './confirm-by-typing-dialog.tsx';

function renderDialog(onConfirm: () => Promise<unknown> = () => Promise.resolve()) {
  const onDone = vi.fn();
  const confirm = vi.fn(onConfirm);
  render(
    <ConfirmByTypingDialog
      openLabel="Delete location…"
      label="Type The Back Bar to confirm"
      confirms={(typed) => typed.trim().toLowerCase() === 'the back bar'}
      submitLabel="Delete The Back Bar for good"
      cancelLabel="Keep it"
      pending={false}
      onConfirm={confirm}
      failureFallback="The location could not be deleted."
      onDone={onDone}
    />,
  );
  return { confirm, onDone };
}

describe('ConfirmByTypingDialog', () => {
  it('does nothing until the right text is typed, then confirms and hands over', async () => {
    const user = userEvent.setup();
    const { confirm, onDone } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete location…' }));
    const field = screen.getByLabelText('Type The Back Bar to confirm');
    expect(field).toHaveFocus();

    await user.type(field, 'The Back');
    await user.click(screen.getByRole('button', { name: 'Delete The Back Bar for good' }));
    expect(field).toHaveAccessibleDescription('Type The Back Bar to confirm');
    expect(confirm).not.toHaveBeenCalled();

    await user.type(field, ' bar ');
    await user.click(screen.getByRole('button', { name: 'Delete The Back Bar for good' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows why the request failed and stays open', async () => {
    const user = userEvent.setup();
    const refused = new ApiError({
      type: ErrorType.CONFLICT,
      status: 409,
      message: 'Make someone else owner first',
    });
    const { onDone } = renderDialog(() => Promise.reject(refused));
    await user.click(screen.getByRole('button', { name: 'Delete location…' }));
    await user.type(screen.getByLabelText('Type The Back Bar to confirm'), 'the back bar');
    await user.click(screen.getByRole('button', { name: 'Delete The Back Bar for good' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Make someone else owner first');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes on the way out, forgets what was typed and gives focus back', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete location…' }));
    await user.type(screen.getByLabelText('Type The Back Bar to confirm'), 'The Back');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));

    expect(screen.queryByLabelText('Type The Back Bar to confirm')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete location…' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete location…' }));
    expect(screen.getByLabelText('Type The Back Bar to confirm')).toHaveValue('');
  });
});
