import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  accountProfileFormSchema,
  usernameSchema,
  usernameTakenMessage,
  type AccountProfilePayload,
} from '@showfolio/portfolio-schema';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../primitives/Button';
import { TextField } from '../../../primitives/TextField';
import { failureMessage } from '../../formResolver';
import { usernameCheckDelayMs } from '../../SignUpScreen';
import * as styles from '../SettingsScreen.css';
import { profileFallbackMessage } from '../settingsText';
import { messageOf, type Outcome, OutcomeBanner } from '../Section/Section';
import type { SettingsProfile, SettingsScreenProps } from '../SettingsScreen';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function ProfileForm({
  profile,
  onSave,
  checkUsername,
}: {
  profile: SettingsProfile;
  onSave: SettingsScreenProps['onSaveProfile'];
  checkUsername?: SettingsScreenProps['checkUsername'];
}) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AccountProfilePayload>({
    // A username from before the current rule saves unchanged; a new one must follow the rule.
    resolver: zodResolver(accountProfileFormSchema(profile.username)),
    mode: 'onTouched',
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, username: profile.username },
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const username = useWatch({ control, name: 'username' }) ?? '';

  useEffect(() => {
    const candidate = username.trim();
    if (!checkUsername || sameName(candidate, profile.username)) return;
    if (!usernameSchema.safeParse(candidate).success) return;
    let current = true;
    const timer = window.setTimeout(() => {
      // A failed look-up says nothing; the save itself still refuses a taken name.
      checkUsername(candidate)
        .then((available) => {
          if (current) setTaken(available ? null : candidate);
        })
        .catch(() => undefined);
    }, usernameCheckDelayMs);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [username, checkUsername, profile.username]);

  const usernameError =
    errors.username?.message ?? (taken !== null && sameName(taken, username) ? usernameTakenMessage : undefined);

  const save = handleSubmit(async (values) => {
    setOutcome(null);
    if (taken !== null && sameName(taken, values.username)) return;
    try {
      const result = await onSave(values);
      reset(values);
      setOutcome({ tone: 'success', message: messageOf(result) ?? accountMessages.profileSaved });
    } catch (error) {
      const message = failureMessage(error, profileFallbackMessage);
      if (message === usernameTakenMessage) {
        setTaken(values.username);
        setError('username', { type: 'server', message });
      } else setOutcome({ tone: 'error', message });
    }
  });

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-label="Profile">
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        <div className={styles.nameRow}>
          <TextField label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField
          label="Username"
          autoComplete="username"
          required
          error={usernameError}
          hint={`Your public page shows it as @${username.trim() || 'username'}.`}
          {...register('username', { onChange: () => clearErrors('username') })}
        />
        <OutcomeBanner outcome={outcome} />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Profile'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
