import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link } from '../Navigation';
import { circle } from '../Spinner/Spinner.css';
import * as styles from './Button.css';
import { cx } from '../cx/cx';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['md', 'sm'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  /** Shows a spinner, disables the button and sets aria-busy; pass the busy label as children. */
  busy?: boolean;
  fullWidth?: boolean;
  onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick'];
  id?: string;
  form?: string;
  name?: string;
  className?: string;
  title?: string;
  autoFocus?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-pressed'?: boolean;
  'aria-haspopup'?: ButtonHTMLAttributes<HTMLButtonElement>['aria-haspopup'];
  /** The state of what the button controls, for styling and tests (e.g. a dialog's 'open' / 'closed'). */
  'data-state'?: string;
}

/** The kit's button: four variants, two sizes, and a busy state (spinner, disabled, `aria-busy`). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { children, variant = 'primary', size = 'md', type = 'button', disabled, busy = false, fullWidth = false, className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {busy ? <span aria-hidden="true" className={circle({ size: 'sm' })} /> : null}
      {children}
    </button>
  );
});

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  target?: string;
  rel?: string;
  onClick?: AnchorHTMLAttributes<HTMLAnchorElement>['onClick'];
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** A link that looks like a button; internal paths go through the host router. */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, className, ...rest }: ButtonLinkProps) {
  return <Link className={cx(styles.button({ variant, size, fullWidth }), className)} {...rest} />;
}
