export { Tour, dashboardTourStops, tourMobileHint, tourPlacements, tourSeenStorageKey, tourTimings, useTour } from './Tour';
export type { TourPlacement, TourProps, TourStop, TourTriggerProps } from './Tour';
