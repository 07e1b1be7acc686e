import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, feedbackSchema, type ContactPayload, type FeedbackPayload } from '@showfolio/portfolio-schema';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { fieldset, form } from '../SiteLayout/page.css';

/** The two forms that mail us: the field after name and e-mail, its schema and the words around it. */
const kinds = {
  contact: {
    schema: contactSchema,
    field: 'message',
    fieldLabel: 'Message',
    rows: 6,
    formLabel: 'Contact',
    submitLabel: 'Send Message',
    busyLabel: 'Sending...',
  },
  feedback: {
    schema: feedbackSchema,
    field: 'feedback',
    fieldLabel: 'Feedback',
    rows: 4,
    formLabel: 'Feedback',
    submitLabel: 'Submit Feedback',
    busyLabel: 'Submitting...',
  },
} as const;

interface PayloadOf {
  contact: ContactPayload;
  feedback: FeedbackPayload;
}
export type MessageFormKind = keyof PayloadOf;

export interface MessageFormProps<K extends MessageFormKind> {
  kind: K;
  /** Sends the validated values; the form stays disabled until it settles. */
  onSubmit: (values: PayloadOf[K]) => Promise<void>;
  /** Shown above the fields (e.g. why the last attempt failed). */
  notice?: ReactNode;
}

type Values = { name: string; email: string } & Partial<Record<'message' | 'feedback', string>>;

/** Name, e-mail and a message: the form of Contact Us and of the feedback box. */
export function MessageForm<K extends MessageFormKind>({ kind, onSubmit, notice }: MessageFormProps<K>) {
  const { schema, field, fieldLabel, rows, formLabel, submitLabel, busyLabel } = kinds[kind];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: { name: '', email: '', [field]: '' },
  });
  const submit = handleSubmit((values) => onSubmit(values as PayloadOf[K]));

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={formLabel}>
      {notice}
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
        <TextArea label={fieldLabel} required rows={rows} error={errors[field]?.message} {...register(field)} />
        <div>
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? busyLabel : submitLabel}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
