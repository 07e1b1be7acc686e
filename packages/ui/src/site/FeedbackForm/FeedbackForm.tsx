import type { FeedbackPayload } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { Alert } from '../../primitives/Alert';
import { MessageForm } from '../MessageForm/MessageForm';

export interface FeedbackFormProps {
  /** Sends the feedback; the response is not examined. A rejection is logged and the form stays. */
  onSubmitFeedback: (payload: FeedbackPayload) => Promise<unknown>;
}

/** Name, email and feedback; a thank-you replaces the form once sent. */
export function FeedbackForm({ onSubmitFeedback }: FeedbackFormProps) {
  const [sent, setSent] = useState(false);
  const submit = async (values: FeedbackPayload) => {
    try {
      await onSubmitFeedback(values);
      setSent(true);
    } catch (error) {
      // The spec keeps feedback failures silent for the visitor; they are only logged.
      console.error('Failed to submit feedback', error);
    }
  };

  if (sent) {
    return (
      <Alert tone="success" title="Thank you for your feedback!">
        We read every message and use it to make Showfolio better.
      </Alert>
    );
  }

  return <MessageForm kind="feedback" onSubmit={submit} />;
}
