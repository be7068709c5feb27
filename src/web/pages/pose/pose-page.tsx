import { useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/auth-context';
import { usePreviewStream } from '../../features/posture/camera/use-preview-stream';
import { useAwayRelease } from '../../features/posture/camera/use-away-release';
import { useMovedHint } from '../../features/posture/moved/use-moved-hint';
import { useCamera } from '../../features/posture/camera/use-camera';
import { MiniView } from '../../features/posture/components/mini-view';
import { PoseOverlay } from '../../features/posture/components/pose-overlay';
import { isUprightPicture } from '../../features/posture/components/picture-fit';
import {
  loadPoseModelChoice,
  poseModelChoices,
  savePoseModelChoice,
  type PoseModelChoice,
} from '../../features/posture/detector/pose-models';
import { useMiniView } from '../../features/posture/components/use-mini-view';
import { ProSettings } from '../../features/posture/components/pro-settings';
import { CalibrationProblemAlert } from '../../features/posture/components/calibration-problem';
import { BentNeckRecalibration } from '../../features/posture/components/bent-neck-recalibration';
import { ForwardHeadRecalibration } from '../../features/posture/components/forward-head-recalibration';
import { LimitsOverlay } from '../../features/posture/components/limits-overlay';
import { LookAroundOffer, LookAroundTarget } from '../../features/posture/components/look-around';
import { OwnSlouchOffer, OwnSlouchPrompt } from '../../features/posture/components/own-slouch';
import { SessionSummaryPanel } from '../../features/posture/components/session-summary';
import { LearningPanel } from '../../features/posture/learning/learning-panel';
import { widenFactors } from '../../features/posture/learning/personal-limits';
import { useCueOutcome } from '../../features/posture/learning/use-cue-outcome';
import styles from '../../features/posture/components/posture.module.css';
import type { PostureAlert } from '../../features/posture/engine/posture-state-machine';
import { playAlertSound } from '../../features/posture/feedback/alert-sound';
import { notifyIfHidden } from '../../features/posture/feedback/system-notification';
import { useAlertSettings } from '../../features/posture/session/use-alert-settings';
import { useBreakReminders, type Reminder } from '../../features/posture/session/use-break-reminders';
import { usePostureSession } from '../../features/posture/session/use-posture-session';
import { RecommendationCard } from '../../features/progress/components/recommendation-card';
import { usePostureRecording } from '../../features/posture/sync/use-posture-recording';
import { CueDisplay } from '../../features/posture/alert-style/cue-display';
import { CueDock } from '../../features/posture/alert-style/cue-dock';
import { BreakReminderBanner } from '../../features/posture/alert-style/break-reminder-banner';
import { notifyCue } from '../../features/posture/snooze/cue-notification';
import { CueSettingsPanel } from '../../features/posture/snooze/cue-settings-panel';
import { SnoozeBar } from '../../features/posture/snooze/snooze-bar';
import { durationLabel } from '../../features/posture/snooze/snooze-labels';
import { SnoozeMini } from '../../features/posture/snooze/snooze-mini';
import { useCuePause, type CuePauseControl } from '../../features/posture/snooze/use-cue-pause';
import { useHeldCue } from '../../features/posture/snooze/use-held-cue';
import { useIdlePause } from '../../features/posture/snooze/use-idle-pause';
import { useSnoozeShortcut } from '../../features/posture/snooze/use-snooze-shortcut';
import { useFeatures } from '../../features/subscription/features-context';
import { formatClock } from '../../lib/i18n/format';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { defaultSensitivity } from '../../../shared/posture/posture-schemas';
import { PageHeader } from '../../ui/page-header';
import { SetupCheckPanel } from '../../features/posture/setup-check/setup-check-panel';
import { DeskCheckPanel } from '../../features/posture/desk-check/desk-check-panel';

/** Live posture coaching: camera, calibration, status, score, alerts. Video never leaves the device. */
export default function PosePage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user } = useAuth();
  const features = useFeatures();
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  usePreviewStream(videoRef, camera.stream);
  const [settings, setSettings] = useAlertSettings(Boolean(user), features);
  const [poseModel, setPoseModel] = useState<PoseModelChoice>(loadPoseModelChoice);
  const choosePoseModel = (choice: PoseModelChoice) => {
    savePoseModelChoice(choice);
    setPoseModel(choice);
  };

  const showCue = useRef<(cue: PostureAlert) => void>(() => undefined);
  // Snooze and quiet hours (set up below, once the session's state is known) hold every cue back,
  // to show when they end if posture is still off (use-held-cue); no sound then.
  const cuePauseRef = useRef<CuePauseControl | undefined>(undefined);
  const holdCue = useRef<(cue: PostureAlert) => void>(() => undefined);
  const onAlert = useCallback(
    (next: PostureAlert) => {
      if (cuePauseRef.current?.allowed() === false) return holdCue.current(next);
      showCue.current(next);
      const message = t(`posture.alerts.${next.metric}`);
      if (features.sound_alerts && settings.sound) playAlertSound(settings.volume);
      if (features.background_notifications && settings.notifications)
        void notifyCue(t('posture.notificationTitle'), message, {
          30: t('snooze.pauseFor', { time: durationLabel(language, 30) }),
          tomorrow: t('snooze.tomorrow'),
        });
    },
    [t, features, settings, language],
  );

  const pro = features.sensitivity_control;
  const limits = useMemo(
    () => ({
      sensitivity: pro ? settings.sensitivity : defaultSensitivity,
      measureSensitivity: pro ? settings.measureSensitivity : undefined,
      widen: widenFactors(settings.learning),
    }),
    [pro, settings.sensitivity, settings.measureSensitivity, settings.learning],
  );
  const deviceLabel = camera.devices.find((device) => device.deviceId === camera.deviceId)?.label;
  const recording = usePostureRecording(Boolean(user), camera.stream, deviceLabel);
  const { view, startCalibration, startLookAround, startOwnSlouch, forgetOwnSlouch } = usePostureSession({
    video: videoRef.current,
    stream: camera.stream,
    deviceId: camera.deviceId,
    limits,
    model: poseModel,
    signedIn: Boolean(user),
    onAlert,
    // Snoozed time is part of the minute's tracked time, never more.
    onMinute: (minute) =>
      recording.onMinute({
        ...minute,
        secondsSnoozed: Math.min(
          cuePauseRef.current?.takeSnoozedSeconds(minute.minute) ?? 0,
          minute.secondsGood + minute.secondsFair + minute.secondsBad,
        ),
      }),
  });

  const { start: startCamera, deviceId: cameraDevice } = camera;
  const moved = useMovedHint(view);
  const away = useAwayRelease({
    // Someone sitting elsewhere is not an empty room: the camera stays, so they can recalibrate.
    away: view.status === 'away' && !moved,
    running: Boolean(camera.stream),
    start: useCallback(() => startCamera(cameraDevice), [startCamera, cameraDevice]),
    stop: camera.stop,
  });
  const idle = useIdlePause({
    running: Boolean(camera.stream),
    start: () => void startCamera(cameraDevice),
    stop: camera.stop,
  });

  const [reminder, setReminder] = useState<Reminder>();
  const mini = useMiniView();
  const cuePause = useCuePause(
    settings.cueHours,
    Boolean(camera.stream) && view.calibrated && view.model === 'ready' && view.status !== 'away',
  );
  cuePauseRef.current = cuePause;
  useSnoozeShortcut(cuePause);
  useSnoozeShortcut(cuePause, mini.window);
  useBreakReminders({
    tracking: Boolean(camera.stream) && view.calibrated && view.status !== 'away',
    breakMinutes: settings.breakMinutes,
    eyeRest: settings.eyeRest,
    onReminder: (next) => {
      if (!cuePause.allowed()) return;
      setReminder(next);
      // The same channels as posture alerts: sound and system notification are Pro.
      if (features.sound_alerts && settings.sound) playAlertSound(settings.volume);
      if (features.background_notifications && settings.notifications)
        notifyIfHidden(t('posture.notificationTitle'), t(`posture.reminders.${next}`));
    },
  });

  // A cue stays on screen until posture is good again (confirmed) or the user says they sit fine.
  const cues = useCueOutcome(view.status, settings, setSettings);
  showCue.current = cues.show;
  holdCue.current = useHeldCue(cuePause.pause, view.status, cues.show);
  const alert = cuePause.pause ? undefined : cues.cue;

  const running = Boolean(camera.stream);
  const statusLabel = view.calibrating
    ? t('posture.calibration.inProgress')
    : t(`posture.status.${view.status}`);
  return (
    <>
      {mini.window &&
        createPortal(
          <MiniView
            status={view.calibrating ? 'uncalibrated' : view.status}
            label={running ? statusLabel : t('posture.stop')}
            score={running ? view.score : undefined}
            alert={alert ? t(`posture.alerts.${alert.metric}`) : undefined}
          >
            <SnoozeMini control={cuePause} />
          </MiniView>,
          mini.window.document.body,
        )}
      <PageHeader title={t('pages.pose.title')} intro={t('pages.pose.intro')} />
      <div className={styles.layout}>
        <div>
          <div className={styles.stage} data-upright={isUprightPicture(view.frame) || undefined}>
            <video ref={videoRef} muted playsInline autoPlay aria-label={t('posture.preview')} />
            {running && <PoseOverlay keypoints={view.keypoints} frame={view.frame} status={view.status} />}
            {running && view.calibration && view.limits && !view.calibrating && (
              <LimitsOverlay
                keypoints={view.keypoints}
                frame={view.frame}
                calibration={view.calibration}
                headDrop={view.limits.headDrop}
              />
            )}
            {!running && (
              <div className={styles.placeholder}>
                <p>
                  {camera.error
                    ? t(`posture.camera.${camera.error}`)
                    : away.released
                      ? t('posture.camera.pausedAway')
                      : idle.paused
                        ? t('snooze.auto.paused')
                        : t('posture.camera.prompt')}
                </p>
              </div>
            )}
            {running && (
              <span
                className={styles.badge}
                data-status={view.calibrating ? 'uncalibrated' : view.status}
                role="status"
                aria-live="polite"
              >
                {statusLabel}
              </span>
            )}
            {view.calibrating && (
              <div className={styles.progress} style={{ transform: `scaleX(${view.calibrationProgress})` }} />
            )}
          </div>
          <div className={styles.controls}>
            {running && mini.supported && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => (mini.window ? mini.close() : void mini.open().catch(() => undefined))}
                aria-pressed={Boolean(mini.window)}
              >
                {mini.window ? t('posture.miniView.close') : t('posture.miniView.open')}
              </button>
            )}
            {running ? (
              <button type="button" className="button button-secondary" onClick={camera.stop}>
                {t('posture.stop')}
              </button>
            ) : (
              <button
                type="button"
                className="button button-primary"
                onClick={() => camera.start(camera.deviceId)}
                disabled={camera.starting}
              >
                {t('posture.start')}
              </button>
            )}
            {running && (
              <button
                type="button"
                className="button button-primary"
                onClick={startCalibration}
                disabled={view.calibrating || view.model !== 'ready'}
              >
                {view.calibrated ? t('posture.recalibrate') : t('posture.calibrate')}
              </button>
            )}
            <select
              className="select"
              aria-label={t('posture.model.choose')}
              value={poseModel}
              onChange={(e) => choosePoseModel(e.target.value as PoseModelChoice)}
            >
              {poseModelChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`posture.model.${choice}`)}
                </option>
              ))}
            </select>
            {camera.devices.length > 1 && (
              <select
                className="select"
                aria-label={t('posture.camera.choose')}
                value={camera.deviceId}
                onChange={(e) => camera.start(e.target.value)}
              >
                {camera.devices.map((device, index) => (
                  <option key={device.deviceId} value={device.deviceId}>
                    {device.label || t('posture.camera.numbered', { number: index + 1 })}
                  </option>
                ))}
              </select>
            )}
          </div>
          {running && view.model === 'loading' && (
            <FormAlert kind="info">{t('posture.model.loading')}</FormAlert>
          )}
          {view.model === 'error' && <FormAlert kind="error">{t('posture.model.error')}</FormAlert>}
          {view.calibrationProblem && (
            <CalibrationProblemAlert
              problem={view.calibrationProblem}
              model={poseModel}
              onUseFast={() => choosePoseModel('fast')}
            />
          )}
          {running && !view.calibrated && !view.calibrating && view.model === 'ready' && (
            <SetupCheckPanel
              light={view.light}
              keypoints={view.keypoints}
              frame={view.frame}
              skipped={<FormAlert kind="info">{t('posture.calibration.hint')}</FormAlert>}
            />
          )}
          {view.lookCorner && <LookAroundTarget corner={view.lookCorner} />}
          {view.showingSlouch && <OwnSlouchPrompt progress={view.calibrationProgress} />}
          {running && view.calibrated && !view.calibrating && !view.lookCorner && !view.showingSlouch && (
            <>
              <p className={styles.locked}>{t('posture.limits.hint')}</p>
              <LookAroundOffer onStart={startLookAround} another={view.lookedAround} />
              <OwnSlouchOffer
                calibration={view.calibration}
                model={poseModel}
                onStart={startOwnSlouch}
                onForget={forgetOwnSlouch}
              />
            </>
          )}
          {view.suggestRecalibration && <FormAlert kind="info">{t('posture.calibration.suggest')}</FormAlert>}
          {moved && <FormAlert kind="info">{t('posture.calibration.elsewhere')}</FormAlert>}
          {view.calibratedForOtherModel && !view.calibrating && (
            <FormAlert kind="info">{t('posture.model.otherCalibration')}</FormAlert>
          )}
          {!view.calibrating && <ForwardHeadRecalibration calibration={view.calibration} model={poseModel} />}
          {!view.calibrating && <BentNeckRecalibration calibration={view.calibration} model={poseModel} />}
          <p className={styles.locked}>{t('posture.privacy')}</p>
        </div>
        <div>
          <SnoozeBar control={cuePause} />
          {(alert || reminder) && (
            <CueDock>
              {alert && (
                <CueDisplay style={settings.alertStyle} cue={alert} onSittingFine={cues.sittingFine} />
              )}
              {reminder && (
                <BreakReminderBanner reminder={reminder} onDismiss={() => setReminder(undefined)} />
              )}
            </CueDock>
          )}
          {user && <RecommendationCard />}
          <section className={styles.panel} aria-labelledby="pose-score">
            <h2 id="pose-score" className={styles.panelTitle}>
              {t('posture.score')}
            </h2>
            <p className={styles.score} data-testid="posture-score">
              {!running || view.score === undefined ? '–' : view.score.toLocaleString(language)}
            </p>
            <dl className={styles.stats}>
              <div>
                <dt>{t('posture.sessionTime')}</dt>
                <dd>{formatClock(language, view.sessionMs / 1000)}</dd>
              </div>
              <div>
                <dt>{t('posture.goodTime')}</dt>
                <dd>{formatClock(language, view.goodMs / 1000)}</dd>
              </div>
            </dl>
          </section>
          <DeskCheckPanel
            running={running}
            calibrated={view.calibrated}
            signedIn={Boolean(user)}
            light={view.light}
            keypoints={view.keypoints}
            frame={view.frame}
          />
          {!running && recording.summary && <SessionSummaryPanel {...recording.summary} />}
          <ProSettings settings={settings} onChange={setSettings} />
          <CueSettingsPanel settings={settings} onChange={setSettings} idle={idle} />
          <LearningPanel
            learning={settings.learning}
            onReset={() => setSettings({ ...settings, learning: {} })}
          />
          {!user && (
            <p className={styles.invite}>
              {t('posture.invite')} <LocalizedLink to="signup">{t('nav.signUp')}</LocalizedLink>
            </p>
          )}
        </div>
      </div>
    </>
  );
}
