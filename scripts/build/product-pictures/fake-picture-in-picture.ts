/** The attribute that marks the stand-in mini view window's frame, for the capture to find it. */
export const miniFrameAttribute = 'data-capture-mini';

/**
 * The mini view for the capture: Document Picture-in-Picture opens a separate window, which a page
 * screenshot cannot see, so `requestWindow` answers with a same-origin frame of the window's size at
 * the corner of the page. The app portals the same MiniView into its document and copies its styles
 * there, exactly as into the real window. `window.posturaCapture` asks the app for its i18n instance
 * (src/web/main.tsx), so the one camera session can be shown in every language.
 *
 * Plain JavaScript in a string, like fakeCameraScript.
 */
export function fakePictureInPictureScript(): string {
  return `(() => {
  window.posturaCapture = {};
  // Chromium has the real one (a read-only property): replaced, as the fake camera replaces getUserMedia.
  Object.defineProperty(window, 'documentPictureInPicture', { configurable: true, value: {
    requestWindow: ({ width, height }) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('${miniFrameAttribute}', '');
      frame.style.cssText = 'position:fixed;top:0;left:0;border:0;z-index:2147483647;width:' + width + 'px;height:' + height + 'px';
      document.body.append(frame);
      return Promise.resolve(frame.contentWindow);
    },
  } });
})();`;
}
