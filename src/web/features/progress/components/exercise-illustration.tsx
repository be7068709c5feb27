import type { ReactNode } from 'react';
import type { ExerciseId } from '../../../../shared/progress/exercises';

type Point = [number, number];

interface Figure {
  head: Point;
  shoulder: Point;
  hip: Point;
  elbow: Point;
  hand: Point;
  /** Standing figures have no chair and straight legs. */
  standing?: boolean;
  /** Motion arrows and props, drawn over the figure. */
  extra?: ReactNode;
}

const arrow = (d: string) => <path d={d} className="motion" markerEnd="url(#arrowhead)" />;

/** A simple seated (or standing) figure per exercise, in the theme's colours — no external images. */
const figures: Record<ExerciseId, Figure> = {
  chinTuck: {
    head: [52, 27],
    shoulder: [56, 45],
    hip: [56, 80],
    elbow: [66, 62],
    hand: [76, 70],
    extra: arrow('M70 24 H58'),
  },
  neckStretch: {
    head: [61, 31],
    shoulder: [56, 45],
    hip: [56, 80],
    elbow: [70, 34],
    hand: [63, 22],
    extra: arrow('M44 20 Q52 14 62 20'),
  },
  shoulderRolls: {
    head: [56, 27],
    shoulder: [56, 45],
    hip: [56, 80],
    elbow: [58, 62],
    hand: [66, 74],
    extra: arrow('M46 48 A10 10 0 1 1 56 58'),
  },
  scapularSqueeze: {
    head: [56, 27],
    shoulder: [56, 45],
    hip: [56, 80],
    elbow: [44, 58],
    hand: [56, 62],
    extra: arrow('M36 50 H28'),
  },
  doorwayStretch: {
    standing: true,
    head: [56, 18],
    shoulder: [56, 34],
    hip: [56, 70],
    elbow: [76, 34],
    hand: [78, 18],
    extra: (
      <>
        <path d="M84 6 V112" className="prop" />
        {arrow('M44 40 H34')}
      </>
    ),
  },
  thoracicExtension: {
    head: [46, 26],
    shoulder: [50, 44],
    hip: [58, 80],
    elbow: [40, 30],
    hand: [44, 22],
    extra: arrow('M68 36 Q60 26 50 22'),
  },
  catCow: {
    head: [66, 36],
    shoulder: [62, 50],
    hip: [56, 80],
    elbow: [70, 66],
    hand: [78, 78],
    extra: arrow('M40 60 Q34 50 40 40'),
  },
  seatedTwist: {
    head: [56, 27],
    shoulder: [56, 45],
    hip: [56, 80],
    elbow: [48, 58],
    hand: [40, 62],
    extra: arrow('M68 40 A14 8 0 0 0 44 40'),
  },
  sideBend: {
    head: [63, 28],
    shoulder: [59, 45],
    hip: [56, 80],
    elbow: [66, 28],
    hand: [72, 12],
    extra: arrow('M80 24 Q86 36 80 48'),
  },
  wristStretch: {
    head: [56, 27],
    shoulder: [56, 45],
    hip: [56, 80],
    elbow: [72, 50],
    hand: [90, 52],
    extra: arrow('M92 40 Q98 48 92 58'),
  },
  standAndWalk: {
    standing: true,
    head: [50, 18],
    shoulder: [50, 34],
    hip: [52, 70],
    elbow: [60, 50],
    hand: [64, 62],
    extra: arrow('M70 100 H96'),
  },
  eyeRest: {
    head: [56, 27],
    shoulder: [56, 45],
    hip: [56, 80],
    elbow: [66, 62],
    hand: [76, 70],
    extra: (
      <>
        {arrow('M68 25 H104')}
        <circle cx="110" cy="25" r="4" className="prop" />
      </>
    ),
  },
};

export function ExerciseIllustration({ id, label }: { id: ExerciseId; label: string }) {
  const f = figures[id];
  const line = (a: Point, b: Point) => <line x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} />;
  const knee: Point = f.standing ? [f.hip[0] + 2, 92] : [f.hip[0] + 26, f.hip[1]];
  const foot: Point = f.standing ? [f.hip[0] + 4, 112] : [knee[0], 106];
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={label} className="exercise-illustration">
      <defs>
        <marker
          id="arrowhead"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" fill="var(--color-warning)" />
        </marker>
      </defs>
      {!f.standing && (
        <g className="prop">
          <path d="M34 46 V106 M34 84 H80 M40 84 V106 M74 84 V106" />
        </g>
      )}
      <g className="body">
        {line([f.head[0], f.head[1] + 9], f.shoulder)}
        {line(f.shoulder, f.hip)}
        {line(f.shoulder, f.elbow)}
        {line(f.elbow, f.hand)}
        {line(f.hip, knee)}
        {line(knee, foot)}
        <circle cx={f.head[0]} cy={f.head[1]} r="8" />
      </g>
      {f.extra}
    </svg>
  );
}
