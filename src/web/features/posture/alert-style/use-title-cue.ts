import { useEffect } from 'react';

/** The tab's icon while a cue is on: a round amber mark, drawn here (no file to download). */
const cueIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#e8590c"/><rect x="14" y="7" width="4" height="12" rx="2" fill="#fff"/><circle cx="16" cy="24" r="2.5" fill="#fff"/></svg>',
  );
/** Marks the title while a cue is on, so the tab reads as a cue even among many. */
export const titleCueMark = '⚠';

/**
 * While `message` is set, the tab's title starts with the cue and its icon turns amber; both come back
 * as they were when the cue ends. Seen from any other tab, and with the mini view, without a banner.
 */
export function useTitleCue(message: string | undefined): void {
  useEffect(() => {
    if (!message) return;
    const title = document.title;
    const icons = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
    const hrefs = icons.map((icon) => icon.getAttribute('href'));
    document.title = `${titleCueMark} ${message}`;
    for (const icon of icons) {
      icon.dataset.cueType = icon.type;
      icon.type = 'image/svg+xml';
      icon.href = cueIcon;
    }
    return () => {
      document.title = title;
      icons.forEach((icon, index) => {
        icon.type = icon.dataset.cueType ?? '';
        delete icon.dataset.cueType;
        const href = hrefs[index];
        if (href) icon.setAttribute('href', href);
      });
    };
  }, [message]);
}
