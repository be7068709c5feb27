import type { WeeklyReportSetting } from '../../../shared/weekly-report/weekly-report-schemas';

export interface WeeklyReportAnswer {
  setting: WeeklyReportSetting | null;
  nextSendAt: string | null;
}

const path = '/api/account/weekly-report';

export async function loadWeeklyReport(): Promise<WeeklyReportAnswer> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`weekly report setting: ${response.status}`);
  return (await response.json()) as WeeklyReportAnswer;
}

export async function saveWeeklyReport(setting: WeeklyReportSetting): Promise<WeeklyReportAnswer> {
  const response = await fetch(path, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(setting),
  });
  if (!response.ok) throw new Error(`weekly report setting: ${response.status}`);
  return (await response.json()) as WeeklyReportAnswer;
}
