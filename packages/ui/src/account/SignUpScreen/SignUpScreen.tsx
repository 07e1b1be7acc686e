import { zodResolver } from '@hookform/resolvers/zod';
import {
  appPaths,
  defaultMobileCode,
  diallingCodes,
  signupStep1Schema,
  signupStep2Schema,
  usernameTakenMessage,
  validateSignupStep,
  type SignupPayload,
  type SignupStep1,
  type SignupStep2,
  type UsernameAvailability,
} from '@showfolio/portfolio-schema';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useControllableState } from '../../hooks/useControllableState';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { NameSuggestions, suggestedNames } from '../../primitives/NameSuggestions';
import { Link, useNavigation } from '../../primitives/Navigation';
import { PasswordField } from '../../primitives/PasswordField';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { AuthCard } from '../AuthCard';
import * as authStyles from '../AuthCard/AuthCard.css';
import { failureMessage, fieldErrorsResolver } from '../formResolver';
import { PasswordChecklist } from '../PasswordChecklist';
import { PasswordStrengthMeter } from '../PasswordStrengthMeter';
import * as styles from './SignUpScreen.css';

export const signUpSteps = ["Let's Get Started", 'Create Your Unique Identity', "Sssshhhh! It's a Secret"] as const;
export type SignUpStep = 0 | 1 | 2;
export const signUpFallbackMessage = 'Signup failed. Please try again.';
/** How long step 2 waits after the last keystroke before asking whether the username is free. */
export const usernameCheckDelayMs = 400;

const codeOptions = diallingCodes.map(({ code, country }) => ({ value: code, label: `${code} ${country}` }));

export interface SignUpScreenProps {
  /** Creates the account. */
  onSignUp: (payload: SignupPayload) => Promise<unknown>;
  /** After the account exists, with its e-mail for the sign-in that follows; defaults to going to /signin. */
  onSignedUp?: (result: unknown, account: { email: string }) => void;
  /** Controlled step (0-2). */
  step?: SignUpStep;
  defaultStep?: SignUpStep;
  onStepChange?: (step: SignUpStep) => void;
  /** Prefilled values, e.g. for stories that start on a later step. */
  defaultValues?: SignUpValues;
  /**
   * Whether a username is free; step 2 asks as the user types and before it moves on. An answer
   * with `suggestions` offers them as buttons under "This username is already taken".
   */
  checkUsername?: CheckUsername;
}

/** Step 1's names go along, so a taken username's suggestions can be built from them. */
export type CheckUsername = (
  username: string,
  person: { firstName: string; lastName: string },
) => Promise<boolean | UsernameAvailability>;

/** A username another account has, with the free names the server offered instead. */
interface TakenUsername {
  username: string;
  suggestions: string[];
}

const availabilityOf = (answer: boolean | UsernameAvailability): UsernameAvailability =>
  typeof answer === 'boolean' ? { available: answer } : answer;

type Step3Values = Pick<SignupPayload, 'password' | 'confirmPassword'> & {
  isTermsofServiceAccepted: boolean;
  isPrivacyPolicyAcceped: boolean;
};
/** What the screen holds between steps: the payload so far, with the boxes possibly unticked. */
type SignUpValues = Partial<Omit<SignupPayload, keyof Step3Values> & Step3Values>;

/** /signup: the three-step sign-up form (about you, your username, your password); `step` makes it controlled. */
export function SignUpScreen({
  onSignUp,
  onSignedUp,
  step: stepProp,
  defaultStep = 0,
  onStepChange,
  defaultValues,
  checkUsername,
}: SignUpScreenProps) {
  const navigation = useNavigation();
  const [step, setStep] = useControllableState<SignUpStep>({
    value: stepProp,
    defaultValue: defaultStep,
    onChange: onStepChange,
  });
  const [values, setValues] = useState<SignUpValues>({ mobileCode: defaultMobileCode, ...defaultValues });
  const [banner, setBanner] = useState<string | null>(null);
  const [takenUsername, setTakenUsername] = useState<TakenUsername | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { firstName = '', lastName = '' } = values;
  // Stable while the names stay, so step 2 asks once per username typed.
  const checkStepTwoUsername = useMemo(
    () =>
      checkUsername &&
      ((username: string) => checkUsername(username, { firstName, lastName }).then(availabilityOf)),
    [checkUsername, firstName, lastName],
  );

  useEffect(() => {
    // Focus follows the step so keyboard and screen-reader users land on its title.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: SignUpStep) => {
    moved.current = true;
    setStep(next);
  };

  const advance = (partial: SignUpValues) => {
    setValues((current) => ({ ...current, ...partial }));
    goTo((step + 1) as SignUpStep);
  };

  const back = (partial: SignUpValues) => {
    setValues((current) => ({ ...current, ...partial }));
    goTo((step - 1) as SignUpStep);
  };

  const create = async (last: Step3Values) => {
    setBanner(null);
    setValues((current) => ({ ...current, ...last }));
    const payload = { ...values, ...last } as SignupPayload;
    try {
      const result = await onSignUp(payload);
      if (onSignedUp) onSignedUp(result, { email: payload.email });
      else navigation.navigate(appPaths.signin);
    } catch (error) {
      const message = failureMessage(error, signUpFallbackMessage);
      // The field to fix is on step 2, so the message goes there rather than into a banner here.
      if (message === usernameTakenMessage) {
        setTakenUsername({ username: payload.username, suggestions: suggestedNames((error as { body?: unknown }).body) });
        goTo(1);
      } else setBanner(message);
    }
  };

  return (
    <AuthCard
      title="Join Our Community"
      subtitle="Create your free account and start building your portfolio."
      footer={
        <>
          Already have an account? <Link href={appPaths.signin}>Sign in</Link>
        </>
      }
    >
      <ol className={styles.progress} aria-label="Sign-up progress">
        {signUpSteps.map((title, index) => {
          const state = index < step ? 'complete' : index === step ? 'current' : 'upcoming';
          return (
            <li key={title} data-state={state} aria-current={index === step ? 'step' : undefined}>
              <span className={styles.dot} aria-hidden="true" />
              <VisuallyHidden>{`Step ${index + 1} of 3: ${title}${state === 'complete' ? ', done' : ''}`}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle} data-state={`step-${step + 1}`}>
        {signUpSteps[step]}
      </h2>
      {banner ? <Alert>{banner}</Alert> : null}
      {step === 0 ? <StepOne defaults={values} onNext={advance} /> : null}
      {step === 1 ? (
        <StepTwo
          defaults={values}
          onNext={advance}
          onBack={back}
          checkUsername={checkStepTwoUsername}
          takenUsername={takenUsername}
          onUsernameChecked={(username, answer) =>
            setTakenUsername(answer.available ? null : { username, suggestions: answer.suggestions ?? [] })
          }
        />
      ) : null}
      {step === 2 ? <StepThree defaults={values} onSubmit={create} onBack={back} /> : null}
    </AuthCard>
  );
}

interface StepProps<Values> {
  defaults: SignUpValues;
  onBack?: (values: SignUpValues) => void;
  onNext?: (values: Values) => void;
}

function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
    <div className={authStyles.actions}>
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      ) : null}
      <span className={authStyles.grow}>{children}</span>
    </div>
  );
}

function StepOne({ defaults, onNext }: StepProps<SignupStep1>) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupStep1>({
    resolver: zodResolver(signupStep1Schema),
    mode: 'onTouched',
    defaultValues: { firstName: defaults.firstName ?? '', lastName: defaults.lastName ?? '', email: defaults.email ?? '' },
  });
  return (
    <form className={authStyles.form} onSubmit={handleSubmit((data) => onNext?.(data))} noValidate aria-label={signUpSteps[0]}>
      <div className={styles.nameRow}>
        <TextField label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <StepActions>
        <Button type="submit" fullWidth>
          Continue
        </Button>
      </StepActions>
    </form>
  );
}

const sameUsername = (a: string | undefined, b: string) => a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

function StepTwo({
  defaults,
  onNext,
  onBack,
  checkUsername,
  takenUsername,
  onUsernameChecked,
}: StepProps<SignupStep2> & {
  checkUsername?: (username: string) => Promise<UsernameAvailability>;
  takenUsername: TakenUsername | null;
  onUsernameChecked: (username: string, answer: UsernameAvailability) => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    control,
    formState: { errors },
  } = useForm<SignupStep2>({
    resolver: zodResolver(signupStep2Schema),
    mode: 'onTouched',
    defaultValues: {
      username: defaults.username ?? '',
      mobileCode: defaults.mobileCode ?? defaultMobileCode,
      mobileNumber: defaults.mobileNumber ?? '',
    },
  });
  const username = useWatch({ control, name: 'username' }) ?? '';

  useEffect(() => {
    const candidate = username.trim();
    if (!checkUsername || !signupStep2Schema.shape.username.safeParse(candidate).success) return;
    let current = true;
    const timer = window.setTimeout(() => {
      // A failed look-up says nothing; sign-up itself still refuses a taken name.
      checkUsername(candidate)
        .then((answer) => current && onUsernameChecked(candidate, answer))
        .catch(() => undefined);
    }, usernameCheckDelayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
    // onUsernameChecked is a new function on every parent render; the username is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [username, checkUsername]);

  const taken = sameUsername(takenUsername?.username, username);
  const usernameError = errors.username?.message ?? (taken ? usernameTakenMessage : undefined);

  const next = handleSubmit(async (data) => {
    if (sameUsername(takenUsername?.username, data.username)) return;
    if (checkUsername) {
      const answer = await checkUsername(data.username).catch(() => ({ available: true }));
      onUsernameChecked(data.username, answer);
      if (!answer.available) return;
    }
    onNext?.(data);
  });

  return (
    <form className={authStyles.form} onSubmit={next} noValidate aria-label={signUpSteps[1]}>
      <TextField label="Username" autoComplete="username" required error={usernameError} {...register('username')} />
      {taken && !errors.username ? (
        <NameSuggestions
          names={takenUsername?.suggestions ?? []}
          onPick={(name) => setValue('username', name, { shouldValidate: true, shouldDirty: true })}
        />
      ) : null}
      <div className={styles.mobileRow}>
        <Select label="Country code" autoComplete="tel-country-code" options={codeOptions} error={errors.mobileCode?.message} {...register('mobileCode')} />
        <TextField
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
      </div>
      <StepActions onBack={() => onBack?.(getValues())}>
        <Button type="submit" fullWidth>
          Continue
        </Button>
      </StepActions>
    </form>
  );
}

const validateStepThree = (values: Step3Values) => validateSignupStep(3, values);

function StepThree({
  defaults,
  onSubmit,
  onBack,
}: StepProps<Step3Values> & { onSubmit: (values: Step3Values) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Step3Values>({
    resolver: fieldErrorsResolver(validateStepThree),
    mode: 'onTouched',
    defaultValues: {
      password: defaults.password ?? '',
      confirmPassword: defaults.confirmPassword ?? '',
      isTermsofServiceAccepted: Boolean(defaults.isTermsofServiceAccepted),
      isPrivacyPolicyAcceped: Boolean(defaults.isPrivacyPolicyAcceped),
    },
  });
  const password = useWatch({ control, name: 'password' });
  return (
    <form className={authStyles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={signUpSteps[2]}>
      <fieldset className={authStyles.fieldset} disabled={isSubmitting}>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          describedBy="signup-password-strength signup-password-rules"
          footer={
            <>
              <PasswordStrengthMeter password={password ?? ''} id="signup-password-strength" />
              <PasswordChecklist password={password ?? ''} id="signup-password-rules" />
            </>
          }
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <Link href={appPaths.termsOfService} target="_blank">
                Terms of Service{' '}
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </Link>
            </>
          }
          required
          error={errors.isTermsofServiceAccepted?.message}
          {...register('isTermsofServiceAccepted')}
        />
        <Checkbox
          label={
            <>
              I accept the{' '}
              <Link href={appPaths.privacyPolicy} target="_blank">
                Privacy Policy{' '}
                <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
              </Link>
            </>
          }
          required
          error={errors.isPrivacyPolicyAcceped?.message}
          {...register('isPrivacyPolicyAcceped')}
        />
        <StepActions onBack={() => onBack?.(getValues())}>
          <Button type="submit" fullWidth busy={isSubmitting}>
            {isSubmitting ? 'Creating Account...' : 'Create Account'}
          </Button>
        </StepActions>
      </fieldset>
    </form>
  );
}
