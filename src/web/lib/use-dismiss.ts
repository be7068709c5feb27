import { useEffect, type RefObject } from 'react';

/**
 * Closes a menu on a mouse press outside it or on Escape (spec §4: menus close on an outside click).
 * Escape returns focus to the element that opened the menu.
 */
export function useDismiss(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocusTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        returnFocusTo?.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, containerRef, close, returnFocusTo]);
}
