export { LandingScreen, landingSkeletonDelays } from './LandingScreen';
export type { LandingScreenProps } from './LandingScreen';
export { faqs, features, steps, testimonials } from './landing.data';
export type { FaqEntry, Feature, Step, Testimonial } from './landing.data';
