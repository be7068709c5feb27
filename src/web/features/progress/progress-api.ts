import type { RecommendationsAnswer } from '../../../shared/progress/exercises';
import type { ProgressRange, ProgressSummary } from '../../../shared/progress/progress-schemas';

/** The browser's offset from UTC in minutes (east positive), so days are the user's own. */
export const tzOffset = () => -new Date().getTimezoneOffset();

export class ProgressApiError extends Error {
  override name = 'ProgressApiError';
  constructor(readonly status: number) {
    super(`progress request failed (${status})`);
  }
}

async function get<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new ProgressApiError(response.status);
  return (await response.json()) as T;
}

export const rangeQuery = (from: string, to: string) => `from=${from}&to=${to}&tzOffset=${tzOffset()}`;

export const progressApi = {
  summary: () => get<ProgressSummary>(`/api/progress/summary?tzOffset=${tzOffset()}`),
  range: (from: string, to: string) => get<ProgressRange>(`/api/progress/range?${rangeQuery(from, to)}`),
  recommendations: () => get<RecommendationsAnswer>(`/api/progress/recommendations?tzOffset=${tzOffset()}`),
  csvUrl: (from: string, to: string) => `/api/progress/export.csv?${rangeQuery(from, to)}`,
  async deleteSession(id: string): Promise<void> {
    const response = await fetch(`/api/posture/sessions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      credentials: 'same-origin',
    });
    if (!response.ok) throw new ProgressApiError(response.status);
  },
};

/** "YYYY-MM-DD" of a local date, `daysBack` days before today. */
export function localDay(daysBack = 0): string {
  const date = new Date();
  date.setDate(date.getDate() - daysBack);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
