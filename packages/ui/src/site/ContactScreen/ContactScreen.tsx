import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, messages, type ContactPayload } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { container, fieldset, form, lead, page, pageHeader, pageTitle } from '../SiteLayout/page.css';
import { contactEmail as defaultEmail, socialLinks as defaultSocialLinks, type SocialLink } from '../social.data';
import * as styles from './ContactScreen.css';
import { cx } from '../../primitives/cx/cx';

export interface ContactScreenProps {
  /**
   * Sends the message. Per the spec the response is not examined: only a rejected promise
   * (a network failure) counts as a failure.
   */
  onSubmitContact: (payload: ContactPayload) => Promise<unknown>;
  contactEmail?: string;
  socialLinks?: ReadonlyArray<SocialLink>;
}

export function ContactScreen({ onSubmitContact, contactEmail = defaultEmail, socialLinks = defaultSocialLinks }: ContactScreenProps) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof contactSchema>, unknown, ContactPayload>({
    resolver: zodResolver(contactSchema),
    mode: 'onBlur',
    defaultValues: { name: '', email: '', message: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(false);
    try {
      await onSubmitContact(values);
      setSent(true);
    } catch {
      setFailure(true);
    }
  });

  return (
    <div className={cx(container, page)}>
      <header className={pageHeader}>
        <h1 className={pageTitle}>Contact Us</h1>
        <p className={lead}>Have a question, an idea or a problem? Send us a message and we will get back to you.</p>
      </header>
      <div className={styles.layout}>
        <Card padding="lg">
          {sent ? (
            <Alert tone="success" title="Thank you for reaching out!">
              Your message is on its way. We will get back to you soon.
            </Alert>
          ) : (
            <form className={form} onSubmit={submit} noValidate aria-label="Contact">
              {failure ? <Alert>{messages.contactFailed}</Alert> : null}
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
                <TextArea label="Message" required rows={6} error={errors.message?.message} {...register('message')} />
                <div>
                  <Button type="submit" busy={isSubmitting}>
                    {isSubmitting ? 'Sending...' : 'Send Message'}
                  </Button>
                </div>
              </fieldset>
            </form>
          )}
        </Card>
        <aside className={styles.panel} aria-labelledby="contact-panel-title">
          <h2 id="contact-panel-title" className={styles.panelTitle}>
            Get in touch
          </h2>
          <p>
            E-mail us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
          <h3 className={styles.panelTitle}>Follow us</h3>
          <ul className={styles.list}>
            {socialLinks.map((social) => (
              <li key={social.href}>
                <a href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.label}
                  {' '}
                    <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
