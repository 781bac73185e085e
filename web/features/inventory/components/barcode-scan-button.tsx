import { useStore } from '@nanostores/react';
import { ScanBarcode, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { inventoryMessages } from '#web/lib/i18n/locales/en/inventory.ts';

/** The part of the Barcode Detection API we use (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const SCAN_INTERVAL_MS = 250;

function detectorClass(): BarcodeDetectorConstructor | undefined {
  if (typeof window === 'undefined' || !('BarcodeDetector' in window)) return undefined;
  return (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector;
}

/**
 * Scans a bottle's barcode with the camera. Only where the browser has BarcodeDetector
 * (Chrome on Android); elsewhere there is no button and a USB/Bluetooth scanner still works
 * by typing into the search box.
 */
export function BarcodeScanButton({ onDetected }: { onDetected: (code: string) => void }) {
  const t = useStore(inventoryMessages);
  const [open, setOpen] = useState(false);
  const Detector = detectorClass();
  if (!Detector) return null;
  return (
    <>
      <Button variant="secondary" className="px-3" onClick={() => setOpen(true)}>
        <ScanBarcode aria-hidden="true" className="size-5" />
        <span className="sr-only">{t.scanWithCamera}</span>
      </Button>
      {open && (
        <CameraScanner
          Detector={Detector}
          onClose={() => setOpen(false)}
          onDetected={(code) => {
            setOpen(false);
            onDetected(code);
          }}
        />
      )}
    </>
  );
}

interface CameraScannerProps {
  Detector: BarcodeDetectorConstructor;
  onClose: () => void;
  onDetected: (code: string) => void;
}

function CameraScanner({ Detector, onClose, onDetected }: CameraScannerProps) {
  const t = useStore(inventoryMessages);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  }, [onDetected]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector();
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
        });
        // Closed while the camera was still starting: the cleanup below found no stream to
        // stop, so stop this one here, or the camera would stay on.
        if (stopped || !video.current) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        video.current.srcObject = stream;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((codes) => {
            const code = codes[0]?.rawValue;
            if (code && !stopped) detected.current(code);
          });
        }, SCAN_INTERVAL_MS);
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [Detector]);

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/70 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="flex w-full max-w-sm flex-col gap-3 rounded-xl border border-border bg-surface p-4 text-fg"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            {t.scanBarcode}
          </h2>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's first control */}
          <Button variant="ghost" aria-label={t.closeScanner} autoFocus onClick={onClose}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        {failed ? (
          <p>{t.cameraFailed}</p>
        ) : (
          <video
            ref={video}
            className="aspect-video w-full rounded-lg bg-black"
            muted
            playsInline
          />
        )}
      </div>
    </div>
  );
}
