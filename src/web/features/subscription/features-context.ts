import { createContext, useContext } from 'react';

/** The five feature flags of spec §3. */
export interface Features {
  basic_posture: boolean;
  sensitivity_control: boolean;
  background_notifications: boolean;
  advanced_metrics: boolean;
  sound_alerts: boolean;
}

export const freeFeatures: Features = {
  basic_posture: true,
  sensitivity_control: false,
  background_notifications: false,
  advanced_metrics: false,
  sound_alerts: false,
};

/** Spec §3: with no subscription provider at all, every feature is enabled. */
const allFeatures: Features = {
  basic_posture: true,
  sensitivity_control: true,
  background_notifications: true,
  advanced_metrics: true,
  sound_alerts: true,
};

export const FeaturesContext = createContext<Features>(allFeatures);

export function useFeatures(): Features {
  return useContext(FeaturesContext);
}
