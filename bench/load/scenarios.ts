import type autocannon from 'autocannon';
import type { UploadedMinute } from '../../src/shared/posture/posture-schemas';
import type { TargetRequest } from '../support/cannon';

/** A signed-in bench user: the session cookie, an open posture session and the next minute to upload. */
export interface LoadUser {
  cookie: string;
  sessionId: string;
  nextMinute: number;
}

export const scenarioNames = ['session check', 'posture upload', 'progress read', 'mixed'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

const minuteBody = (minute: number): { minutes: UploadedMinute[] } => ({
  minutes: [
    {
      minute,
      score: 60 + ((minute / 60_000) % 40),
      secondsGood: 40,
      secondsFair: 12,
      secondsBad: 8,
      alerts: minute % 7 === 0 ? 1 : 0,
      metrics: { headDrop: 8.5, lean: 4.2, shoulderTilt: 2.1, neck: 12.3, torso: 6.4 },
    },
  ],
});

/**
 * autocannon request templates. Every request takes the next user in turn (so the cookies are spread
 * over all connections); an upload sends that user's next minute, one a request as the browser does,
 * so each one is a real insert and roll-up, never an idempotent repeat.
 */
export function scenarioRequests(name: ScenarioName, users: LoadUser[]): autocannon.Request[] {
  let turn = 0;
  const next = () => users[turn++ % users.length]!;
  const sessionCheck: autocannon.Request = {
    setupRequest: (request) => {
      const req = request as TargetRequest;
      req.method = 'GET';
      req.path = '/api/auth/get-session';
      req.headers.cookie = next().cookie;
      return req;
    },
  };
  const upload: autocannon.Request = {
    setupRequest: (request) => {
      const req = request as TargetRequest;
      const user = next();
      const minute = user.nextMinute;
      user.nextMinute += 60_000;
      req.method = 'POST';
      req.path = `/api/posture/sessions/${user.sessionId}/minutes`;
      req.headers.cookie = user.cookie;
      req.headers.origin = `http://${req.host}`;
      req.headers['content-type'] = 'application/json';
      req.body = JSON.stringify(minuteBody(minute));
      return req;
    },
  };
  const progress: autocannon.Request = {
    setupRequest: (request) => {
      const req = request as TargetRequest;
      req.method = 'GET';
      req.path = '/api/progress/summary?tzOffset=0';
      req.headers.cookie = next().cookie;
      return req;
    },
  };
  switch (name) {
    case 'session check':
      return [sessionCheck];
    case 'posture upload':
      return [upload];
    case 'progress read':
      return [progress];
    case 'mixed':
      // 40 % session checks, 40 % uploads, 20 % progress reads.
      return [sessionCheck, upload, sessionCheck, upload, progress];
  }
}
