import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleThresholdMs, useIdlePause } from './use-idle-pause';

/**
 * jsdom has no Idle Detection API: a stand-in with the API's surface (requestPermission, start with a
 * threshold and an abort signal, `change` events carrying userState and screenState).
 */
class IdleDetectorStandIn extends EventTarget {
  static permission: PermissionState = 'granted';
  static last: IdleDetectorStandIn | undefined;
  static requestPermission = vi.fn(async () => IdleDetectorStandIn.permission);
  userState: 'active' | 'idle' | null = null;
  screenState: 'locked' | 'unlocked' | null = null;
  options: { threshold: number; signal: AbortSignal } | undefined;
  constructor() {
    super();
    IdleDetectorStandIn.last = this;
  }
  async start(options: { threshold: number; signal: AbortSignal }) {
    this.options = options;
  }
  report(userState: 'active' | 'idle', screenState: 'locked' | 'unlocked') {
    this.userState = userState;
    this.screenState = screenState;
    this.dispatchEvent(new Event('change'));
  }
}

const install = () => ((window as unknown as { IdleDetector?: unknown }).IdleDetector = IdleDetectorStandIn);

afterEach(() => {
  delete (window as unknown as { IdleDetector?: unknown }).IdleDetector;
  IdleDetectorStandIn.last = undefined;
  IdleDetectorStandIn.permission = 'granted';
  localStorage.clear();
});

describe('automatic pauses (Idle Detection)', () => {
  it('is not offered where the browser has no Idle Detection', () => {
    const { result } = renderHook(() => useIdlePause({ running: true, start: vi.fn(), stop: vi.fn() }));
    expect(result.current.supported).toBe(false);
  });

  it('releases the camera while the screen is locked or the user idle, and takes it back after', async () => {
    install();
    const start = vi.fn();
    const stop = vi.fn();
    const { result, rerender } = renderHook(({ running }) => useIdlePause({ running, start, stop }), {
      initialProps: { running: true },
    });
    expect(result.current.enabled).toBe(false);
    await act(() => result.current.enable());
    expect(result.current.enabled).toBe(true);
    expect(localStorage.getItem('postura:idle-pause')).toBe('on');
    const detector = IdleDetectorStandIn.last!;
    expect(detector.options?.threshold).toBe(idleThresholdMs);

    act(() => detector.report('active', 'locked'));
    expect(stop).toHaveBeenCalledTimes(1);
    rerender({ running: false });
    expect(result.current.paused).toBe(true);

    act(() => detector.report('active', 'unlocked'));
    expect(start).toHaveBeenCalledTimes(1);
    rerender({ running: true });
    expect(result.current.paused).toBe(false);

    act(() => detector.report('idle', 'unlocked'));
    expect(stop).toHaveBeenCalledTimes(2);
  });

  it('does not start a camera the user had stopped themselves', async () => {
    install();
    const start = vi.fn();
    const { result } = renderHook(() => useIdlePause({ running: false, start, stop: vi.fn() }));
    await act(() => result.current.enable());
    act(() => IdleDetectorStandIn.last!.report('idle', 'locked'));
    act(() => IdleDetectorStandIn.last!.report('active', 'unlocked'));
    expect(start).not.toHaveBeenCalled();
  });

  it('stays off, and says so, when the permission is refused; switching off stops watching', async () => {
    install();
    IdleDetectorStandIn.permission = 'denied';
    const { result } = renderHook(() => useIdlePause({ running: true, start: vi.fn(), stop: vi.fn() }));
    await act(() => result.current.enable());
    expect(result.current).toMatchObject({ enabled: false, denied: true });
    expect(IdleDetectorStandIn.last).toBeUndefined();

    IdleDetectorStandIn.permission = 'granted';
    await act(() => result.current.enable());
    const signal = IdleDetectorStandIn.last!.options!.signal;
    act(() => result.current.disable());
    expect(signal.aborted).toBe(true);
    expect(localStorage.getItem('postura:idle-pause')).toBeNull();
  });
});
