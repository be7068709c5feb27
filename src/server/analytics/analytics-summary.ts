import type { Kysely } from 'kysely';
import { vitalNames } from '../../shared/analytics/analytics-schema';
import type { Database } from '../db/schema';

const percentile75 = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.75 * sorted.length) - 1)]!;
};

/** Page views per path and the 75th percentile of each web vital since a moment (the operator view). */
export async function analyticsSummary(db: Kysely<Database>, since: number) {
  const views = await db
    .selectFrom('analytics_event')
    .select(['path', (eb) => eb.fn.countAll<number | string>().as('views')])
    .where('name', '=', 'page_view')
    .where('at', '>=', since)
    .groupBy('path')
    .orderBy('views', 'desc')
    .execute();
  const vitals = await db
    .selectFrom('analytics_event')
    .select('params')
    .where('name', '=', 'web_vital')
    .where('at', '>=', since)
    .execute();
  const byName = new Map<string, number[]>();
  for (const row of vitals) {
    const params = JSON.parse(row.params) as { metric_name: string; metric_value: number };
    byName.set(params.metric_name, [...(byName.get(params.metric_name) ?? []), params.metric_value]);
  }
  return {
    pageViews: views.map((v) => ({ path: v.path, views: Number(v.views) })),
    vitals: vitalNames.map((name) => ({
      name,
      samples: byName.get(name)?.length ?? 0,
      p75: percentile75(byName.get(name) ?? []),
    })),
  };
}
