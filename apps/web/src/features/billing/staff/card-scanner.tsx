import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/texts';
import { useHydrated } from '@/lib/use-hydrated';
import { accountTexts } from './account-texts';

/** The part of the Barcode Detection API used here (Chromium on Android and macOS has it; other browsers may not). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | undefined => (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

/**
 * Reads a membership card's QR code with the device's camera, where the browser can
 * (BarcodeDetector); elsewhere it says nothing and the link is typed or pasted instead.
 */
export function CardScanner({ onScan }: { onScan: (value: string) => void }) {
  const t = useTexts(accountTexts);
  // Known only in the browser: the server renders the page without the button.
  const available = useHydrated() && detectorClass() !== undefined && Boolean(navigator.mediaDevices?.getUserMedia);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!scanning) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue) {
          setScanning(false);
          onScan(code.rawValue);
          return;
        }
      } catch {
        // The video is not ready yet: look again.
      }
      timer = setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => {
        setProblem(t('cameraFailed'));
        setScanning(false);
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [scanning, onScan, t]);

  if (!available) return null;
  return (
    <div className="space-y-3">
      <Button variant="secondary" onClick={() => (setProblem(null), setScanning((now) => !now))} aria-pressed={scanning}>
        {scanning ? t('stopCamera') : t('scanCard')}
      </Button>
      {scanning && <video ref={video} muted playsInline aria-label={t('cameraLooking')} className="w-full max-w-sm rounded-xl bg-black" />}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
