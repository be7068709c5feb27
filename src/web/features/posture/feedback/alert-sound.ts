let context: AudioContext | undefined;

/** A soft two-note chime made with Web Audio: no sound file is downloaded. Volume 0–1. */
export function playAlertSound(volume: number): void {
  context ??= new AudioContext();
  const now = context.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.18, 880],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0, now + offset);
    gain.gain.linearRampToValueAtTime(Math.max(0, Math.min(1, volume)) * 0.4, now + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + offset + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(now + offset);
    oscillator.stop(now + offset + 0.4);
  }
}
