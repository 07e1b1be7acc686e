export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export type { PasswordStrengthMeterProps } from './PasswordStrengthMeter';
