/**
 * How soon to analyse the next frame: about 10 Hz while posture is changing, 3 Hz while it is steady,
 * slower still on a battery the Battery API says is running low. `?rate=max` runs flat out (benchmarks).
 */
export const ratesMs = { changing: 100, steady: 330, lowBattery: 600, max: 0 } as const;

export function nextFrameDelay(options: {
  changing: boolean;
  lowBattery: boolean;
  flatOut: boolean;
}): number {
  if (options.flatOut) return ratesMs.max;
  if (options.lowBattery) return ratesMs.lowBattery;
  return options.changing ? ratesMs.changing : ratesMs.steady;
}

let lowBattery = false;
/** Watches the battery where the browser tells (Chromium does; others do not, and that is fine). */
export function watchBattery(): () => boolean {
  const nav = navigator as Navigator & {
    getBattery?: () => Promise<{
      charging: boolean;
      level: number;
      addEventListener(t: string, l: () => void): void;
    }>;
  };
  void nav.getBattery?.().then((battery) => {
    const update = () => (lowBattery = !battery.charging && battery.level < 0.3);
    update();
    battery.addEventListener('levelchange', update);
    battery.addEventListener('chargingchange', update);
  });
  return () => lowBattery;
}
