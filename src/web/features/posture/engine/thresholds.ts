// The thresholds are shared with the server (progress reports count minutes beyond them).
export * from '../../../../shared/posture/metric-thresholds';
