import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MiniView } from './mini-view';
import { useMiniView } from './use-mini-view';

describe('mini view (Document Picture-in-Picture)', () => {
  afterEach(() => {
    delete (window as unknown as { documentPictureInPicture?: unknown }).documentPictureInPicture;
  });

  it('shows the status, the score and the current alert', () => {
    render(<MiniView status="bad" label="Fix your posture" score={42} alert="Sit back" />);
    expect(screen.getByRole('status').textContent).toBe('Fix your posture');
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('Sit back')).toBeTruthy();
  });

  it('is offered only where the browser has Document Picture-in-Picture', () => {
    expect(renderHook(() => useMiniView()).result.current.supported).toBe(false);
  });

  it('opens a window with the page’s styles and theme, and forgets it when it closes', async () => {
    const pip = document.implementation.createHTMLDocument('pip');
    const listeners: Record<string, () => void> = {};
    const fakeWindow = {
      document: pip,
      close: vi.fn(() => listeners.pagehide?.()),
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    } as unknown as Window;
    (window as unknown as { documentPictureInPicture: unknown }).documentPictureInPicture = {
      requestWindow: vi.fn(async () => fakeWindow),
    };
    const style = document.createElement('style');
    style.textContent = '.x{color:red}';
    document.head.append(style);
    document.documentElement.dataset.theme = 'light';
    const { result } = renderHook(() => useMiniView());
    expect(result.current.supported).toBe(true);
    await act(async () => result.current.open());
    expect(result.current.window).toBe(fakeWindow);
    expect(pip.head.querySelector('style')?.textContent).toBe('.x{color:red}');
    expect(pip.documentElement.dataset.theme).toBe('light');
    act(() => result.current.close());
    expect(result.current.window).toBeNull();
    style.remove();
  });

  it('follows the page’s theme and language while it is open', async () => {
    const pip = document.implementation.createHTMLDocument('pip');
    (window as unknown as { documentPictureInPicture: unknown }).documentPictureInPicture = {
      requestWindow: async () =>
        ({ document: pip, close: () => undefined, addEventListener: () => undefined }) as unknown as Window,
    };
    const page = document.documentElement;
    page.dataset.theme = 'dark';
    page.lang = 'en';
    page.dir = 'ltr';
    const { result } = renderHook(() => useMiniView());
    await act(async () => result.current.open());
    expect(pip.documentElement.dataset.theme).toBe('dark');
    page.dataset.theme = 'light';
    page.lang = 'ar';
    page.dir = 'rtl';
    // MutationObserver callbacks run as a microtask.
    await act(async () => undefined);
    expect([pip.documentElement.dataset.theme, pip.documentElement.lang, pip.documentElement.dir]).toEqual([
      'light',
      'ar',
      'rtl',
    ]);
    page.lang = 'en';
    page.dir = 'ltr';
  });
});
