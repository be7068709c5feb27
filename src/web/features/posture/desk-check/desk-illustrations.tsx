import type { DistanceVerdict, HeightVerdict, LightVerdict } from './desk-verdicts';

/**
 * Small side-view drawings for each verdict: the user's head on the left, the screen on the right, and
 * an arrow for what to change. Drawn in the text colour (currentColor) so both themes read them;
 * the verdict's words carry the meaning, so the drawings are decorative to screen readers.
 */
const screenColour = 'var(--color-primary)';
const arrowColour = 'var(--color-warning)';

function Head({ fill = 'none' }: { fill?: string }) {
  return (
    <>
      <circle cx="22" cy="26" r="11" fill={fill} stroke="currentColor" strokeWidth="2.5" />
      <circle cx="29" cy="24" r="1.8" fill="currentColor" />
      <path
        d="M12 70 C12 48 18 40 22 38 C26 40 32 48 32 70"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </>
  );
}

function Arrow({ d }: { d: string }) {
  return (
    <path
      d={d}
      fill="none"
      stroke={arrowColour}
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}

export function DistanceIllustration({ verdict }: { verdict: DistanceVerdict }) {
  const screenX = verdict === 'near' ? 46 : verdict === 'far' ? 84 : 66;
  return (
    <svg viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <Head />
      <rect x={screenX} y="12" width="5" height="30" rx="1.5" fill={screenColour} />
      <path d={`M${screenX + 2.5} 42 V58`} stroke="currentColor" strokeWidth="2.5" />
      {/* Arm's length: a straight arm from the shoulder reaches the screen. */}
      <path d="M24 46 H62" stroke="currentColor" strokeWidth="2" strokeDasharray="3 3" opacity="0.6" />
      {verdict === 'near' && <Arrow d="M56 62 H78 M72 57 L78 62 L72 67" />}
      {verdict === 'far' && <Arrow d="M82 62 H60 M66 57 L60 62 L66 67" />}
      {verdict === 'ok' && <Arrow d="M38 62 H62 M42 58 L38 62 L42 66 M58 58 L62 62 L58 66" />}
    </svg>
  );
}

export function HeightIllustration({ verdict }: { verdict: HeightVerdict }) {
  const top = verdict === 'high' ? 6 : verdict === 'low' ? 38 : 22;
  return (
    <svg viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <Head />
      {/* The eye line, level toward the screen. */}
      <path d="M31 24 H92" stroke="currentColor" strokeWidth="1.5" strokeDasharray="3 3" opacity="0.6" />
      <rect x="70" y={top} width="5" height="28" rx="1.5" fill={screenColour} />
      {verdict === 'high' && <Arrow d="M86 8 V30 M81 25 L86 30 L91 25" />}
      {verdict === 'low' && <Arrow d="M86 64 V42 M81 47 L86 42 L91 47" />}
    </svg>
  );
}

export function LightIllustration({ verdict }: { verdict: LightVerdict }) {
  const face = verdict === 'ok' ? 'var(--color-warning)' : 'currentColor';
  return (
    <svg viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      {verdict === 'backlit' && (
        // A bright window behind the user.
        <rect x="2" y="4" width="14" height="40" fill="var(--color-warning)" opacity="0.7" />
      )}
      <Head fill={verdict === 'ok' ? 'none' : face} />
      <rect x="76" y="14" width="5" height="30" rx="1.5" fill={screenColour} />
      {/* A lamp in front of the face, lit when the light is right, to add when it is not. */}
      <circle
        cx="56"
        cy="12"
        r="6"
        fill={verdict === 'ok' ? 'var(--color-warning)' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M56 18 V30" stroke="currentColor" strokeWidth="2" />
      {verdict === 'ok' ? (
        <path
          d="M48 16 L36 22 M50 20 L38 30"
          stroke="var(--color-warning)"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <Arrow d="M64 8 H72 M68 4 V12" />
      )}
    </svg>
  );
}
