import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openStocklist, quantityOf, resetBetweenTests, rioja } from './test-stocklist.tsx';

resetBetweenTests();

describe('stock list, by barcode', () => {
  it('jumps to the item whose barcode a scanner typed', async () => {
    const user = userEvent.setup({ delay: null });
    openStocklist();
    await screen.findByLabelText('Quantity of Gin');
    await user.type(screen.getByRole('searchbox'), '8410415520012{Enter}');
    await waitFor(() => expect(quantityOf('Rioja')).toHaveFocus());
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(quantityOf('Gin')).toBeVisible();
  });

  it('offers the camera only where BarcodeDetector exists, and jumps to what it reads', async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
});
