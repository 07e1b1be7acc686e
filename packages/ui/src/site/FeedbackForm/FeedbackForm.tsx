import { zodResolver } from '@hookform/resolvers/zod';
import { feedbackSchema, type FeedbackPayload } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { fieldset, form } from '../SiteLayout/page.css';

export interface FeedbackFormProps {
  /** Sends the feedback; the response is not examined. A rejection is logged and the form stays. */
  onSubmitFeedback: (payload: FeedbackPayload) => Promise<unknown>;
}

/** Name, email and feedback; a thank-you replaces the form once sent. */
export function FeedbackForm({ onSubmitFeedback }: FeedbackFormProps) {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof feedbackSchema>, unknown, FeedbackPayload>({
    resolver: zodResolver(feedbackSchema),
    mode: 'onBlur',
    defaultValues: { name: '', email: '', feedback: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmitFeedback(values);
      setSent(true);
    } catch (error) {
      // The spec keeps feedback failures silent for the visitor; they are only logged.
      console.error('Failed to submit feedback', error);
    }
  });

  if (sent) {
    return (
      <Alert tone="success" title="Thank you for your feedback!">
        We read every message and use it to make Showfolio better.
      </Alert>
    );
  }

  return (
    <form className={form} onSubmit={submit} noValidate aria-label="Feedback">
      <fieldset className={fieldset} disabled={isSubmitting}>
        <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextArea label="Feedback" required rows={4} error={errors.feedback?.message} {...register('feedback')} />
        <div>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Feedback'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
