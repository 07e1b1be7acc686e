import { passwordStrength } from '@showfolio/portfolio-schema';
import * as styles from './PasswordStrengthMeter.css';

export interface PasswordStrengthMeterProps {
  password: string;
  /** So the password field can reference the label in aria-describedby. */
  id?: string;
}

/** Five bars (red for 1-2, yellow for 3-4, green for 5) and the spec's label for the score. */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const strength = passwordStrength(password);
  return (
    <div className={styles.root} data-score={strength.score} data-color={strength.color}>
      <div className={styles.bars} aria-hidden="true">
        {[1, 2, 3, 4, 5].map((bar) => (
          <span key={bar} className={styles.bar({ color: bar <= strength.score ? strength.color : 'off' })} />
        ))}
      </div>
      <p id={id} className={styles.label} aria-live="polite">
        Password strength: {strength.label}
      </p>
    </div>
  );
}
