import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SessionSummary } from '../../../../shared/posture/posture-schemas';
import type { PostureMinute } from '../engine/minute-aggregator';
import { indexedDbStore } from './indexeddb-store';
import { createUploadQueue } from './upload-queue';

/** A minute as recorded: the engine's, with the seconds its cues were snoozed (or in quiet hours). */
export type RecordedMinute = PostureMinute & { secondsSnoozed?: number };

export function summarise(minutes: RecordedMinute[]): SessionSummary {
  const sum = (pick: (m: RecordedMinute) => number) => minutes.reduce((total, m) => total + pick(m), 0);
  return {
    minutes: minutes.length,
    secondsGood: sum((m) => m.secondsGood),
    secondsFair: sum((m) => m.secondsFair),
    secondsBad: sum((m) => m.secondsBad),
    alerts: sum((m) => m.alerts),
    secondsSnoozed: sum((m) => m.secondsSnoozed ?? 0),
    meanScore: minutes.length ? Math.round(sum((m) => m.score) / minutes.length) : null,
  };
}

/**
 * Records a session: for signed-in users each minute goes to the server through the durable queue
 * (visitors keep nothing); when the camera stops, the session ends and its summary is shown.
 */
export function usePostureRecording(
  signedIn: boolean,
  stream: MediaStream | undefined,
  deviceLabel: string | undefined,
) {
  const queue = useMemo(
    () => (typeof indexedDB === 'undefined' ? undefined : createUploadQueue(indexedDbStore())),
    [],
  );
  const session = useRef<
    { id: string; startedAt: number; minutes: RecordedMinute[]; stored: boolean } | undefined
  >(undefined);
  const [summary, setSummary] = useState<{ summary: SessionSummary; stored: boolean }>();
  const deviceLabelRef = useRef(deviceLabel);
  deviceLabelRef.current = deviceLabel;

  useEffect(() => {
    if (!queue) return;
    void queue.flush();
    const retry = () => void queue.flush();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [queue]);

  useEffect(() => {
    if (stream) {
      const id = crypto.randomUUID();
      const startedAt = Date.now();
      session.current = { id, startedAt, minutes: [], stored: signedIn && Boolean(queue) };
      setSummary(undefined);
      if (session.current.stored)
        void queue!.enqueue({
          path: '/api/posture/sessions',
          body: { id, startedAt, deviceLabel: deviceLabel?.slice(0, 120) },
        });
      return;
    }
    const ending = session.current;
    if (!ending) return;
    // After the session loop has handed over the minute in progress (its effect runs in the same commit).
    const timer = setTimeout(() => {
      session.current = undefined;
      setSummary({ summary: summarise(ending.minutes), stored: ending.stored });
      if (ending.stored)
        void queue!.enqueue({
          path: `/api/posture/sessions/${ending.id}/end`,
          body: { endedAt: Date.now() },
        });
    }, 0);
    return () => clearTimeout(timer);
    // A new session starts with each new stream; the rest is read when it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stream]);

  const onMinute = useCallback(
    (minute: RecordedMinute) => {
      const current = session.current;
      if (!current) return;
      current.minutes.push(minute);
      if (current.stored)
        void queue!.enqueue({
          path: `/api/posture/sessions/${current.id}/minutes`,
          body: { minutes: [minute] },
        });
    },
    [queue],
  );

  return { onMinute, summary };
}
