import { useEffect, type RefObject } from 'react';

/** Shows the camera stream in the preview element (and detaches it when the stream ends). */
export function usePreviewStream(
  video: RefObject<HTMLVideoElement | null>,
  stream: MediaStream | undefined,
): void {
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream ?? null;
    if (stream) void element.play().catch(() => undefined);
  }, [video, stream]);
}
