// Schema
export const passwordStrengthLabels = ['Very weak', 'Weak', 'Moderate', 'Good', 'Strong', 'Very strong'] as const;
export const passwordStrengthColors = ['red', 'yellow', 'green'] as const;

// Type
export type PasswordStrengthLabel = (typeof passwordStrengthLabels)[number];
export type PasswordStrengthColor = (typeof passwordStrengthColors)[number];
export interface PasswordStrength {
  /** 0-5: one point each for 8+ characters, a lower-case letter, an upper-case letter, a digit, a special character. */
  score: number;
  label: PasswordStrengthLabel;
  /** Colour of the lit bars. Score 0 lights no bar; it still reports red so the 'Very weak' label reads as a warning. */
  color: PasswordStrengthColor;
}

// Defaults
const criteria: ReadonlyArray<(password: string) => boolean> = [
  (p) => p.length >= 8,
  (p) => /[a-z]/.test(p),
  (p) => /[A-Z]/.test(p),
  (p) => /\d/.test(p),
  (p) => /[^A-Za-z0-9]/.test(p),
];

/** The sign-up strength meter (accounts §5). */
export function passwordStrength(password: string): PasswordStrength {
  const score = criteria.filter((passes) => passes(password)).length;
  const color: PasswordStrengthColor = score >= 5 ? 'green' : score >= 3 ? 'yellow' : 'red';
  return { score, label: passwordStrengthLabels[score] ?? 'Very weak', color };
}
