import { useCallback, useEffect, useState } from 'react';

interface DocumentPictureInPicture {
  requestWindow(options: { width: number; height: number }): Promise<Window>;
}

const pictureInPicture = (): DocumentPictureInPicture | undefined =>
  (window as unknown as { documentPictureInPicture?: DocumentPictureInPicture }).documentPictureInPicture;

export const miniViewSize = { width: 320, height: 240 };

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
    // Room for the status, the score, a two-line cue and the snooze buttons without scrolling.
    const next = await api.requestWindow(miniViewSize);
    for (const node of document.querySelectorAll('link[rel="stylesheet"], style'))
      next.document.head.append(node.cloneNode(true));
    next.document.title = document.title;
    // The view fills the window; the browser's default body margin would make it scroll.
    next.document.body.style.margin = '0';
    next.addEventListener('pagehide', () => setPip(null), { once: true });
    setPip(next);
  }, []);

  // The window follows the page's theme and language while it is open, not only as it was opened.
  useEffect(() => {
    if (!pip) return;
    const page = document.documentElement;
    const mirror = () => {
      const root = pip.document.documentElement;
      root.dataset.theme = page.dataset.theme;
      root.lang = page.lang;
      root.dir = page.dir;
    };
    mirror();
    const observer = new MutationObserver(mirror);
    observer.observe(page, { attributes: true, attributeFilter: ['data-theme', 'lang', 'dir'] });
    return () => observer.disconnect();
  }, [pip]);

  const close = useCallback(() => pip?.close(), [pip]);
  // Leaving /pose closes the mini view with it.
  useEffect(() => () => pip?.close(), [pip]);

  return { supported, window: pip, open, close };
}
