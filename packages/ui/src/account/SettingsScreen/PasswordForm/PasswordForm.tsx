import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  changePasswordFormSchema,
  type ChangePasswordForm,
} from '@showfolio/portfolio-schema';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../primitives/Button';
import { PasswordField } from '../../../primitives/PasswordField';
import { failureMessage } from '../../formResolver';
import { PasswordChecklist } from '../../PasswordChecklist';
import { PasswordStrengthMeter } from '../../PasswordStrengthMeter';
import * as styles from '../SettingsScreen.css';
import { passwordFallbackMessage } from '../settingsText';
import { messageOf, type Outcome, OutcomeBanner } from '../Section/Section';
import type { SettingsScreenProps } from '../SettingsScreen';

const emptyPasswordForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm({ hasPassword, onChange }: { hasPassword: boolean; onChange: SettingsScreenProps['onChangePassword'] }) {
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema(hasPassword)),
    mode: 'onTouched',
    defaultValues: emptyPasswordForm,
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';
  // The server refused the current password. The fieldset is disabled while the request runs, so
  // focus can only move back to the field once it is not.
  const refusedCurrent = errors.currentPassword?.type === 'server';
  useEffect(() => {
    if (refusedCurrent && !isSubmitting) setFocus('currentPassword');
  }, [refusedCurrent, isSubmitting, setFocus]);
  const ids = { strength: useId(), rules: useId() };
  const verb = hasPassword ? 'Change' : 'Set';

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await onChange({
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
        newPassword: values.newPassword,
      });
      reset(emptyPasswordForm);
      setOutcome({
        tone: 'success',
        message: messageOf(result) ?? (hasPassword ? accountMessages.passwordChanged : accountMessages.passwordSet),
      });
    } catch (error) {
      const message = failureMessage(error, passwordFallbackMessage);
      if (message === accountMessages.currentPasswordWrong || message === accountMessages.currentPasswordRequired) {
        setError('currentPassword', { type: 'server', message });
      } else setOutcome({ tone: 'error', message });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Password">
      <fieldset className={styles.fieldset} disabled={isSubmitting}>
        {hasPassword ? (
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        ) : null}
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          describedBy={`${ids.strength} ${ids.rules}`}
          footer={
            <>
              <PasswordStrengthMeter password={newPassword} id={ids.strength} />
              <PasswordChecklist password={newPassword} id={ids.rules} />
            </>
          }
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <OutcomeBanner outcome={outcome} />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? `${verb === 'Change' ? 'Changing' : 'Setting'} Password...` : `${verb} Password`}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
