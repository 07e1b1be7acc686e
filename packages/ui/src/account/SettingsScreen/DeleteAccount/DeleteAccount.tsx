import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  deleteAccountFormSchema,
  type DeleteAccountForm,
} from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { PasswordField } from '../../../primitives/PasswordField';
import { TextField } from '../../../primitives/TextField';
import { failureMessage } from '../../formResolver';
import * as styles from '../SettingsScreen.css';
import { deleteFallbackMessage } from '../settingsText';
import { type Outcome, OutcomeBanner } from '../Section/Section';
import type { SettingsProfile, SettingsScreenProps } from '../SettingsScreen';

export function DeleteAccount({ profile, onDelete }: { profile: SettingsProfile; onDelete: NonNullable<SettingsScreenProps['onDeleteAccount']> }) {
  const [open, setOpen] = useState(false);
  const hasPassword = profile.hasPassword !== false;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema(profile.username, hasPassword)),
    mode: 'onSubmit',
    defaultValues: { password: '', username: '' },
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (!hasPassword) return <p className={styles.muted}>Set a password above first: deleting your account asks for it.</p>;

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await onDelete({ password: values.password, username: values.username.trim() });
    } catch (error) {
      const message = failureMessage(error, deleteFallbackMessage);
      if (message === accountMessages.deletePasswordWrong || message === accountMessages.deletePasswordRequired)
        setError('password', { type: 'server', message });
      else if (message === accountMessages.deleteUsernameMismatch) setError('username', { type: 'server', message });
      else setOutcome({ tone: 'error', message });
    }
  });
  const close = (next: boolean) => {
    if (isSubmitting) return;
    setOpen(next);
    if (!next) {
      reset();
      setOutcome(null);
    }
  };

  return (
    <>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Delete Account...
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description={`This deletes your account, your portfolio, your published site and every file you uploaded, at once and for good. We send a last e-mail to ${profile.email} to confirm.`}
      >
        <form className={styles.form} onSubmit={submit} noValidate aria-label="Delete account">
          <fieldset className={styles.fieldset} disabled={isSubmitting}>
            <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
            <TextField
              label={`Type your username (${profile.username}) to confirm`}
              autoComplete="off"
              required
              error={errors.username?.message}
              {...register('username')}
            />
            <OutcomeBanner outcome={outcome} />
            <div className={styles.actions}>
              <Button type="submit" variant="danger" busy={isSubmitting}>
                {isSubmitting ? 'Deleting...' : 'Delete My Account'}
              </Button>
              <Button variant="secondary" onClick={() => close(false)}>
                Cancel
              </Button>
            </div>
          </fieldset>
        </form>
      </Dialog>
    </>
  );
}
