import { z } from 'zod';

/** The events of spec §2/§7: page views and web vitals, with the exact parameter names. */
export const vitalNames = ['CLS', 'FID', 'FCP', 'LCP', 'TTFB', 'INP'] as const;

const pageView = z.object({
  name: z.literal('page_view'),
  params: z.object({
    page_title: z.string().max(200),
    page_location: z.string().max(2000),
    page_path: z.string().max(500),
  }),
});

const webVital = z.object({
  name: z.literal('web_vital'),
  params: z.object({
    metric_name: z.enum(vitalNames),
    metric_value: z.number().finite().min(0).max(600_000),
    metric_delta: z.number().finite().min(-600_000).max(600_000),
  }),
});

export const analyticsEventSchema = z.discriminatedUnion('name', [pageView, webVital]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  language: z.string().max(10),
  events: z.array(analyticsEventSchema).min(1).max(20),
});
