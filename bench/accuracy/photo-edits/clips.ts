/** The photo edits' clips (edits.ts), each labelled by a stated rule. */
import type { Label } from '../truth-set';
import type { Edit } from './edits';

export interface PhotoClip {
  id: string;
  label: Label;
  /** Why it is labelled so. */
  rule: string;
  /** The edit shown at t seconds into the clip (the photo as it is before 2 s). */
  at: (t: number) => Edit;
}

const upright: Edit = { kind: 'upright' };
const from2s = (edit: Edit) => (t: number) => (t >= 2 ? edit : upright);
export const clipSeconds = 27;

/**
 * The edits and their labels. Bad: the issue's head sink (a quarter and a third of the shoulders'
 * span) and leaning in (the upper body 1.2× and 1.35× larger: 10 and 15 cm nearer a screen at 60 cm,
 * inside arm's length); the head alone 1.12× (about 6 cm toward the screen); the body tilted 14°
 * and the head alone 20° (ISO 11226: lateral bending over 10°); the head a fifth down and the body
 * 1.15× nearer together. Good: 1.09× larger (5 cm nearer), the head 1.05× (3 cm forward), a 5° tilt,
 * the head 6° the other way, sitting 6 cm to one side. Everyday: three glances down of 1.5 s, and the head
 * a third down for 8 s (reading a phone: "acceptable only briefly").
 */
export const photoClips: PhotoClip[] = [
  { id: 'upright', label: 'good', rule: 'the photo as it is', at: () => upright },
  { id: 'head-drop-quarter', label: 'bad', rule: 'head ¼ of the shoulders down (issue #16)', at: from2s({ kind: 'headDrop', share: 1 / 4 }) },
  { id: 'head-drop-third', label: 'bad', rule: 'head ⅓ of the shoulders down (issue #16)', at: from2s({ kind: 'headDrop', share: 1 / 3 }) },
  { id: 'lean-in-1.2', label: 'bad', rule: '1.2×: 10 cm nearer (issue #16)', at: from2s({ kind: 'leanIn', scale: 1.2 }) },
  { id: 'lean-in-1.35', label: 'bad', rule: '1.35×: 15 cm nearer', at: from2s({ kind: 'leanIn', scale: 1.35 }) },
  { id: 'head-forward-1.12', label: 'bad', rule: 'head 1.12×: 6 cm forward', at: from2s({ kind: 'headForward', scale: 1.12 }) },
  { id: 'tilt-14', label: 'bad', rule: 'ISO 11226: over 10°', at: from2s({ kind: 'tilt', degrees: 14 }) },
  { id: 'tilt-14-other-way', label: 'bad', rule: 'ISO 11226: over 10°', at: from2s({ kind: 'tilt', degrees: -14 }) },
  { id: 'head-tilt-20', label: 'bad', rule: 'ISO 11226: neck bent sideways over 10°', at: from2s({ kind: 'headTilt', degrees: 20 }) },
  {
    id: 'slouch-combined',
    label: 'bad',
    rule: 'head ⅕ down, then 1.15× nearer',
    at: from2s({ kind: 'both', first: { kind: 'headDrop', share: 0.2 }, then: { kind: 'leanIn', scale: 1.15 } }),
  },
  { id: 'head-tilt-6', label: 'good', rule: 'ISO 11226: under 10°', at: from2s({ kind: 'headTilt', degrees: -6 }) },
  { id: 'lean-in-1.09', label: 'good', rule: '1.09×: 5 cm nearer', at: from2s({ kind: 'leanIn', scale: 1.09 }) },
  { id: 'head-forward-1.05', label: 'good', rule: 'head 1.05×: 3 cm forward', at: from2s({ kind: 'headForward', scale: 1.05 }) },
  { id: 'tilt-5', label: 'good', rule: 'ISO 11226: under 10°', at: from2s({ kind: 'tilt', degrees: 5 }) },
  { id: 'shift-aside', label: 'good', rule: 'sitting 6 cm to one side', at: from2s({ kind: 'shift', share: 0.17 }) },
  {
    id: 'glances',
    label: 'everyday',
    rule: 'three glances down, 1.5 s each',
    at: (t) => ([5, 12, 19].some((s) => t >= s && t < s + 1.5) ? { kind: 'headDrop', share: 0.15 } : upright),
  },
  {
    id: 'head-drop-8s',
    label: 'everyday',
    rule: 'head ⅓ down for 8 s: briefly',
    at: (t) => (t >= 2 && t < 10 ? { kind: 'headDrop', share: 1 / 3 } : upright),
  },
]; // prettier-ignore
