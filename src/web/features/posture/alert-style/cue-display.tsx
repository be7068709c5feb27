import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { AlertStyle } from '../../../../shared/posture/cue-schedule-schemas';
import { PostureCue } from '../components/posture-cue';
import type { PostureAlert } from '../engine/posture-state-machine';
import { useTitleCue } from './use-title-cue';
import styles from './alert-style.module.css';

/**
 * A cue in the style the user chose: the banner (with "I'm sitting fine"), a coloured border around
 * the page, a gentle dimming, or only the tab's title and icon (the mini view shows it too). The
 * quieter styles still tell screen readers, politely.
 */
export function CueDisplay({
  style,
  cue,
  onSittingFine,
}: {
  style: AlertStyle;
  cue: PostureAlert;
  onSittingFine(): void;
}) {
  const { t } = useTranslation();
  const message = t(`posture.alerts.${cue.metric}`);
  useTitleCue(style === 'title' ? message : undefined);
  if (style === 'banner') return <PostureCue cue={cue} onSittingFine={onSittingFine} />;
  return (
    <>
      <p className="visually-hidden" role="status" data-testid="posture-cue-quiet">
        {message}
      </p>
      {(style === 'border' || style === 'dim') &&
        createPortal(
          <div className={styles[style]} data-kind={cue.kind} data-testid={`posture-cue-${style}`} />,
          document.body,
        )}
    </>
  );
}
