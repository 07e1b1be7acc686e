// Schema
export const passwordStrengthLabels = ['Very weak', 'Weak', 'Moderate', 'Good', 'Strong', 'Very strong'] as const;
export const passwordStrengthColors = ['red', 'yellow', 'green'] as const;
export const passwordRequirementIds = ['length', 'lowercase', 'uppercase', 'digit', 'symbol'] as const;

// Type
export type PasswordStrengthLabel = (typeof passwordStrengthLabels)[number];
export type PasswordStrengthColor = (typeof passwordStrengthColors)[number];
export type PasswordRequirementId = (typeof passwordRequirementIds)[number];
export interface PasswordStrength {
  /** 0-5: one point per met requirement (see `passwordRequirements`). */
  score: number;
  label: PasswordStrengthLabel;
  /** Colour of the lit bars. Score 0 lights no bar; it still reports red so the 'Very weak' label reads as a warning. */
  color: PasswordStrengthColor;
}
export interface PasswordRequirement {
  id: PasswordRequirementId;
  /** The checklist line shown under a new-password field. */
  label: string;
  test: (password: string) => boolean;
}

// Defaults
export const minimumPasswordLength = 8;

/**
 * The one password rule of sign-up and reset, and the meter's five points: a password is accepted
 * exactly when the meter says 'Very strong'. "Symbol" is anything that is not a letter or digit (the
 * reset spec's wording), so every printable ASCII punctuation mark and a space count.
 */
export const passwordRequirements: ReadonlyArray<PasswordRequirement> = [
  { id: 'length', label: `At least ${minimumPasswordLength} characters`, test: (p) => [...p].length >= minimumPasswordLength },
  { id: 'lowercase', label: 'A lowercase letter', test: (p) => /\p{Ll}/u.test(p) },
  { id: 'uppercase', label: 'An uppercase letter', test: (p) => /\p{Lu}/u.test(p) },
  { id: 'digit', label: 'A number', test: (p) => /\p{Nd}/u.test(p) },
  { id: 'symbol', label: 'A symbol, such as ! # or ?', test: (p) => /[^\p{L}\p{N}]/u.test(p) },
];

export const meetsPasswordRequirements = (password: string): boolean =>
  passwordRequirements.every((requirement) => requirement.test(password));

/** The sign-up strength meter (accounts §5). */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordRequirements.filter((requirement) => requirement.test(password)).length;
  const color: PasswordStrengthColor = score >= 5 ? 'green' : score >= 3 ? 'yellow' : 'red';
  return { score, label: passwordStrengthLabels[score] ?? 'Very weak', color };
}
