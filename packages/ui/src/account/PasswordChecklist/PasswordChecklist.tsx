import { passwordRequirements } from '@showfolio/portfolio-schema';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './PasswordChecklist.css';

export interface PasswordChecklistProps {
  password: string;
  /** So the password field can reference the list in aria-describedby. */
  id?: string;
}

/**
 * The password rule as a checklist, shown from the start so nobody has to fail once to learn it.
 * Not a live region: the strength meter next to it already announces progress as the user types.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <ul id={id} className={styles.list} aria-label="Password requirements">
      {passwordRequirements.map((requirement) => {
        const met = requirement.test(password);
        return (
          <li key={requirement.id} className={styles.item} data-state={met ? 'met' : 'unmet'}>
            <span aria-hidden="true" className={styles.mark} />
            {requirement.label}
            <VisuallyHidden>{met ? ', done' : ', not yet'}</VisuallyHidden>
          </li>
        );
      })}
    </ul>
  );
}
