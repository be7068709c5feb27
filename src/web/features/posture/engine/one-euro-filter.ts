/**
 * The One Euro filter (Casiez, Roussel & Vogel, CHI 2012): little lag when a landmark moves fast, strong
 * smoothing when it is nearly still — what keeps a skeleton from jittering without making alerts slow.
 */
export interface OneEuroOptions {
  minCutoff: number;
  beta: number;
  derivativeCutoff: number;
}

export const defaultOneEuro: OneEuroOptions = { minCutoff: 1.2, beta: 0.02, derivativeCutoff: 1 };

const alpha = (cutoff: number, dt: number) => {
  const tau = 1 / (2 * Math.PI * cutoff);
  return 1 / (1 + tau / dt);
};

export class OneEuroFilter {
  private value: number | undefined;
  private derivative = 0;
  private lastTime: number | undefined;

  constructor(private readonly options: OneEuroOptions = defaultOneEuro) {}

  /** Filters `value` observed at `timeMs`. */
  next(value: number, timeMs: number): number {
    if (this.value === undefined || this.lastTime === undefined || timeMs <= this.lastTime) {
      this.value = value;
      this.lastTime = timeMs;
      return value;
    }
    const dt = (timeMs - this.lastTime) / 1000;
    this.lastTime = timeMs;
    const rawDerivative = (value - this.value) / dt;
    this.derivative += alpha(this.options.derivativeCutoff, dt) * (rawDerivative - this.derivative);
    const cutoff = this.options.minCutoff + this.options.beta * Math.abs(this.derivative);
    this.value += alpha(cutoff, dt) * (value - this.value);
    return this.value;
  }

  reset(): void {
    this.value = undefined;
    this.lastTime = undefined;
    this.derivative = 0;
  }
}
