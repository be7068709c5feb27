import { useCallback, useEffect, useRef, useState } from 'react';
import type { Calibration, CalibrationProblem } from '../engine/calibration';
import { CalibrationWindow } from '../engine/calibration-window';
import type { Keypoint } from '../engine/keypoints';
import type { FrameMeasurement } from '../engine/metrics';
import { MinuteAggregator, type PostureMinute } from '../engine/minute-aggregator';
import { extraDurationMs, withExtra, type CalibrationExtra } from '../engine/calibration-extras';
import { cornerAt, type ScreenCorner } from '../engine/look-around';
import { withoutOwnSlouch } from '../engine/own-slouch';
import type { LimitOptions } from '../engine/model-thresholds';
import type { Limits } from '../engine/score';
import { PosturePipeline } from '../engine/posture-pipeline';
import type { PostureAlert, PostureStatus } from '../engine/posture-state-machine';
import type { Level, MetricId } from '../engine/thresholds';
import {
  startPoseDetector,
  type DetectedPose,
  type PoseDetectorClient,
} from '../detector/pose-detector-client';
import type { PoseModelChoice } from '../detector/pose-models';
import { grabPicture } from '../detector/camera-picture';
import type { PictureLight } from '../detector/picture-light';
import { nextFrameDelay, watchBattery } from './analysis-rate';
import { calibrationFor, madeWith } from './calibration-model';
import { loadCalibration, saveCalibration } from './calibration-store';
import { DetectorWarmUp } from './detector-warm-up';
import { fetchRemoteCalibration, pushRemoteCalibration } from './remote-calibration';
import { lightOnUser } from './light-on-user';

export interface PostureView {
  model: 'idle' | 'loading' | 'ready' | 'error';
  backend: string | undefined;
  status: PostureStatus | 'uncalibrated';
  score: number | undefined;
  worst: MetricId | undefined;
  levels: Partial<Record<MetricId, Level>>;
  keypoints: Keypoint[];
  frame: { width: number; height: number };
  /** The light in the latest picture, read in the pose worker (detector/picture-light.ts). */
  light: PictureLight | undefined;
  calibrated: boolean;
  calibrating: boolean;
  calibrationProgress: number;
  calibrationProblem: CalibrationProblem | undefined;
  /** The look at the screen's corners after calibrating: the corner to look at now, while it runs. */
  lookCorner: ScreenCorner | undefined;
  /** The calibration includes where the user looks. */
  lookedAround: boolean;
  /** The user is showing their usual slouch now (own-slouch.ts). */
  showingSlouch: boolean;
  /** The calibration in use, and the limits the user is judged against (for the preview). */
  calibration: Calibration | undefined;
  limits: Record<MetricId, Limits> | undefined;
  suggestRecalibration: boolean;
  /** A calibration is kept, but the other pose model made it: this one needs its own. */
  calibratedForOtherModel: boolean;
  /** Someone is in view, but not where (or not the size) the user was at calibration. */
  seenElsewhere: boolean;
  sessionMs: number;
  goodMs: number;
  inferenceMs: number;
}

const initialView: PostureView = {
  model: 'idle', backend: undefined, status: 'uncalibrated', score: undefined, worst: undefined, levels: {},
  keypoints: [], frame: { width: 640, height: 480 }, light: undefined, calibrated: false, calibrating: false, calibrationProgress: 0,
  calibrationProblem: undefined, lookCorner: undefined, lookedAround: false, showingSlouch: false,
  calibration: undefined, limits: undefined,
  suggestRecalibration: false, calibratedForOtherModel: false, seenElsewhere: false, sessionMs: 0, goodMs: 0, inferenceMs: 0,
}; // prettier-ignore

/** Counters the benchmark (bench/pose) reads; cheap enough to keep in production. */
interface Diagnostics {
  frames: number;
  inferenceMsTotal: number;
  /** Frames whose pixels the worker copied out of a VideoFrame (detector/picture-pixels.ts). */
  framesCopied?: number;
  statusChanges: Array<{ at: number; status: string }>;
  alerts: Array<{ at: number; metric: string }>;
}

function diagnostics(): Diagnostics {
  const w = window as unknown as { posturaDiagnostics?: Diagnostics };
  return (w.posturaDiagnostics ??= { frames: 0, inferenceMsTotal: 0, statusChanges: [], alerts: [] });
}

/** A day in a tab must not grow the benchmark's lists without end: they keep the latest few hundred. */
function keepRecent<T>(list: T[], entry: T): void {
  list.push(entry);
  if (list.length > 500) list.splice(0, list.length - 500);
}

interface Options {
  video: HTMLVideoElement | null;
  stream: MediaStream | undefined;
  deviceId: string | undefined;
  /** Sensitivity, per-measure sensitivity (Pro) and what the user taught Postura. */
  limits: LimitOptions;
  /** Which pose model runs; changing it starts a new worker with the other model. */
  model?: PoseModelChoice;
  /** Signed-in users' calibrations are also kept on the server (a new browser starts calibrated). */
  signedIn?: boolean;
  onAlert(alert: PostureAlert): void;
  onMinute?(minute: PostureMinute): void;
}

/**
 * The live loop: the worker's clock asks for a frame, the page sends the current video frame, the
 * worker answers with landmarks, and the pure engine turns them into what the page shows.
 */
export function usePostureSession({
  video,
  stream,
  deviceId,
  limits,
  model = 'fast',
  signedIn = false,
  onAlert,
  onMinute,
}: Options) {
  const [view, setView] = useState<PostureView>(initialView);
  const detector = useRef<PoseDetectorClient | undefined>(undefined);
  const detectorModel = useRef<PoseModelChoice | undefined>(undefined);
  const engine = useRef({
    pipeline: new PosturePipeline(model, limits),
    minutes: new MinuteAggregator(),
  });
  const calibration = useRef<Calibration | undefined>(undefined);
  const calibrationRun = useRef<CalibrationWindow | undefined>(undefined);
  /** A look around or a slouch being shown, after calibrating. */
  const extraRun = useRef<
    | {
        kind: CalibrationExtra;
        startedAt: number;
        frames: Array<{ t: number; frame: FrameMeasurement | null }>;
      }
    | undefined
  >(undefined);
  const clock = useRef({ startedAt: 0, last: 0, goodMs: 0, lastStatus: '' as string, changedAt: 0 });
  const inFlight = useRef(false);
  const warmUp = useRef(new DetectorWarmUp());
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;
  const live = useRef({ video, stream, onAlert, onMinute });
  live.current = { video, stream, onAlert, onMinute };
  const batteryLow = useRef<() => boolean>(() => false);
  const flatOut =
    typeof location !== 'undefined' && new URLSearchParams(location.search).get('rate') === 'max';

  useEffect(() => {
    engine.current.pipeline.setOptions(limits);
    if (calibration.current) setView((v) => ({ ...v, limits: engine.current.pipeline.currentLimits() }));
  }, [limits]);
  useEffect(() => engine.current.pipeline.setModel(model), [model]);
  const modelRef = useRef(model);
  modelRef.current = model;

  useEffect(() => {
    const apply = (kept: Calibration | undefined) => {
      const found = calibrationFor(kept, model);
      calibration.current = found;
      engine.current.pipeline.setCalibration(found);
      setView((v) => ({
        ...v,
        calibrated: Boolean(found),
        status: found ? 'good' : 'uncalibrated',
        calibration: found,
        calibratedForOtherModel: Boolean(kept && !found),
        lookedAround: found?.allowHeadDrop !== undefined,
        limits: found ? engine.current.pipeline.currentLimits() : undefined,
      }));
    };
    apply(loadCalibration(deviceId));
    if (calibration.current || !signedIn) return;
    let live = true;
    void fetchRemoteCalibration(deviceId).then((remote) => {
      const usable = calibrationFor(remote, model);
      if (!live || !usable || calibration.current || calibrationRun.current) return;
      saveCalibration(deviceId, usable);
      apply(usable);
    });
    return () => {
      live = false;
    };
  }, [deviceId, signedIn, model]);

  const sendFrame = useCallback((nextInMs: number) => {
    const { video: element, stream: active } = live.current;
    const client = detector.current;
    if (!client || !active || !element || element.readyState < 2 || inFlight.current) return;
    inFlight.current = true;
    grabPicture(element).then(
      (picture) => client.send(picture, nextInMs, Boolean(calibration.current) && !calibrationRun.current),
      () => (inFlight.current = false),
    );
  }, []);

  /** A new calibration: used from now on, kept on this device and, signed in, on the server. */
  const keepCalibration = useCallback(
    (next: Calibration) => {
      calibration.current = next;
      saveCalibration(deviceId, next);
      if (signedInRef.current) pushRemoteCalibration(deviceId, next);
      engine.current.pipeline.setCalibration(next);
    },
    [deviceId],
  );

  const handlePose = useCallback(
    (pose: DetectedPose) => {
      inFlight.current = false;
      const now = performance.now();
      const settled = warmUp.current.seen();
      const { pipeline, minutes } = engine.current;
      pipeline.setPictureWidth(pose.width);
      // What every branch below shows of this picture beside its landmarks.
      const picture = { frame: { width: pose.width, height: pose.height }, light: pose.light };
      const extra = extraRun.current;
      if (extra && calibration.current) {
        const { keypoints, frame } = pipeline.measure(pose.keypoints, now, pose.companion, pose.oval);
        extra.frames.push({ t: now, frame });
        const elapsed = now - extra.startedAt;
        const done = elapsed >= extraDurationMs[extra.kind];
        if (done) {
          extraRun.current = undefined;
          keepCalibration(withExtra(extra.kind, extra.frames, calibration.current, modelRef.current));
        }
        setView((v) => ({
          ...v,
          lookCorner: !done && extra.kind === 'lookAround' ? cornerAt(elapsed) : undefined,
          showingSlouch: !done && extra.kind === 'ownSlouch',
          calibrationProgress: done ? 0 : elapsed / extraDurationMs[extra.kind],
          lookedAround: (done && extra.kind === 'lookAround') || v.lookedAround,
          calibration: calibration.current,
          limits: pipeline.currentLimits(),
          keypoints,
          ...picture,
        }));
        return;
      }
      const run = calibrationRun.current;
      if (run) {
        const { keypoints, frame } = pipeline.measure(pose.keypoints, now, pose.companion, pose.oval);
        // Until the model has settled on the scene, the calibration waits (detector-warm-up.ts).
        const step = settled ? run.add(now, frame, pose.light && lightOnUser(pose.light)) : run.restart(now);
        if (step.done) {
          calibrationRun.current = undefined;
          const { result } = step;
          if (result.ok) {
            keepCalibration(madeWith(result.calibration, modelRef.current));
            clock.current = { startedAt: now, last: now, goodMs: 0, lastStatus: '', changedAt: now };
          }
          setView((v) => ({
            ...v,
            calibrating: false,
            calibrationProgress: 0,
            calibrated: Boolean(calibration.current),
            status: calibration.current ? 'good' : 'uncalibrated',
            calibratedForOtherModel: result.ok ? false : v.calibratedForOtherModel,
            calibrationProblem: result.ok ? undefined : result.problem,
            calibration: calibration.current,
            lookedAround: result.ok ? false : v.lookedAround,
            limits: calibration.current ? pipeline.currentLimits() : undefined,
            keypoints,
            ...picture,
          }));
        } else {
          setView((v) => ({
            ...v,
            calibrationProgress: step.progress,
            keypoints,
            ...picture,
          }));
        }
        return;
      }

      const { keypoints, devs, update, notTheUser } = pipeline.process(
        pose.keypoints,
        now,
        pose.companion,
        pose.oval,
        pose.faces,
      );
      const c = clock.current;
      if (!c.startedAt) c.startedAt = c.last = c.changedAt = now;
      const elapsed = now - c.last;
      if (update?.status === 'good') c.goodMs += elapsed;
      c.last = now;
      const stats = diagnostics();
      stats.frames++;
      stats.inferenceMsTotal += pose.inferenceMs;
      if (pose.copied) stats.framesCopied = (stats.framesCopied ?? 0) + 1;
      if (update && update.status !== c.lastStatus) {
        c.lastStatus = update.status;
        c.changedAt = now;
        keepRecent(stats.statusChanges, { at: now, status: update.status });
      }
      if (update?.alert) {
        keepRecent(stats.alerts, { at: now, metric: update.alert.metric });
        live.current.onAlert(update.alert);
      }
      if (update) {
        for (const minute of minutes.add(
          {
            status: update.status,
            score: update.score,
            deviations: devs && pipeline.inReferenceUnits(devs),
            alert: Boolean(update.alert),
          },
          Date.now(),
        )) {
          live.current.onMinute?.(minute);
        }
      }
      setView((v) => ({
        ...v,
        status: update?.status ?? 'uncalibrated',
        score: update?.score,
        worst: update?.worst,
        levels: update?.levels ?? {},
        suggestRecalibration: update?.suggestRecalibration ?? false,
        seenElsewhere: notTheUser === 'size' || notTheUser === 'aside',
        keypoints,
        ...picture,
        sessionMs: now - c.startedAt,
        goodMs: c.goodMs,
        inferenceMs: pose.inferenceMs,
      }));
    },
    [keepCalibration],
  );

  // One detector, created when the camera first starts and replaced only when the model changes.
  useEffect(() => {
    if (!stream || (detector.current && detectorModel.current === model)) return;
    detector.current?.terminate();
    inFlight.current = false;
    const client = startPoseDetector(model);
    detector.current = client;
    detectorModel.current = model;
    engine.current.pipeline.resetSmoothing();
    warmUp.current.reset();
    batteryLow.current = watchBattery();
    // A calibration the other model failed says nothing about this one.
    setView((v) => ({ ...v, model: 'loading', calibrationProblem: undefined }));
    client.ready.then(
      (backend) => setView((v) => ({ ...v, model: 'ready', backend })),
      () => setView((v) => ({ ...v, model: 'error' })),
    );
    client.onTick(() => {
      const c = clock.current;
      const changing =
        performance.now() - c.changedAt < 3000 ||
        calibrationRun.current !== undefined ||
        extraRun.current !== undefined;
      sendFrame(nextFrameDelay({ changing, lowBattery: batteryLow.current(), flatOut }));
    });
    client.onPose(handlePose);
  }, [stream, model, sendFrame, handlePose, flatOut]);

  useEffect(() => () => detector.current?.terminate(), []);

  // A new stream starts the loop again; stopping ends the minute in progress.
  useEffect(() => {
    if (stream) {
      engine.current.pipeline.resetSmoothing();
      clock.current = { startedAt: 0, last: 0, goodMs: 0, lastStatus: '', changedAt: performance.now() };
      sendFrame(0);
      return;
    }
    const last = engine.current.minutes.flush();
    if (last) live.current.onMinute?.(last);
  }, [stream, sendFrame]);

  const startCalibration = useCallback(() => {
    calibrationRun.current = new CalibrationWindow(performance.now());
    setView((v) => ({ ...v, calibrating: true, calibrationProgress: 0, calibrationProblem: undefined }));
  }, []);

  /**
   * After calibrating: the look at each corner of the screen (its head movement stays within limits),
   * or the user's own slouch (bad begins before it).
   */
  const startExtra = useCallback((kind: CalibrationExtra) => {
    if (!calibration.current) return;
    extraRun.current = { kind, startedAt: performance.now(), frames: [] };
    setView((v) => ({
      ...v,
      lookCorner: kind === 'lookAround' ? cornerAt(0) : undefined,
      showingSlouch: kind === 'ownSlouch',
      calibrationProgress: 0,
    }));
  }, []);
  const startLookAround = useCallback(() => startExtra('lookAround'), [startExtra]);
  const startOwnSlouch = useCallback(() => startExtra('ownSlouch'), [startExtra]);

  const forgetOwnSlouch = useCallback(() => {
    if (!calibration.current) return;
    keepCalibration(withoutOwnSlouch(calibration.current));
    setView((v) => ({
      ...v,
      calibration: calibration.current,
      limits: engine.current.pipeline.currentLimits(),
    }));
  }, [keepCalibration]);

  return { view, startCalibration, startLookAround, startOwnSlouch, forgetOwnSlouch };
}
