import { useCallback, useEffect, useState } from 'react';

interface DocumentPictureInPicture {
  requestWindow(options: { width: number; height: number }): Promise<Window>;
}

const pictureInPicture = (): DocumentPictureInPicture | undefined =>
  (window as unknown as { documentPictureInPicture?: DocumentPictureInPicture }).documentPictureInPicture;

/**
 * A small always-on-top window (Document Picture-in-Picture, Chromium 116+) showing the posture
 * status and score while you work in other apps. The page's styles and theme are copied into it.
 */
export function useMiniView(): {
  supported: boolean;
  window: Window | null;
  open(): Promise<void>;
  close(): void;
} {
  const [pip, setPip] = useState<Window | null>(null);
  const supported = typeof window !== 'undefined' && Boolean(pictureInPicture());

  const open = useCallback(async () => {
    const api = pictureInPicture();
    if (!api) return;
    const next = await api.requestWindow({ width: 300, height: 200 });
    for (const node of document.querySelectorAll('link[rel="stylesheet"], style'))
      next.document.head.append(node.cloneNode(true));
    const root = next.document.documentElement;
    root.dataset.theme = document.documentElement.dataset.theme;
    root.lang = document.documentElement.lang;
    root.dir = document.documentElement.dir;
    next.document.title = document.title;
    next.addEventListener('pagehide', () => setPip(null), { once: true });
    setPip(next);
  }, []);

  const close = useCallback(() => pip?.close(), [pip]);
  // Leaving /pose closes the mini view with it.
  useEffect(() => () => pip?.close(), [pip]);

  return { supported, window: pip, open, close };
}
