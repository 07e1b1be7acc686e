import { messages, type ContactPayload } from '@showfolio/portfolio-schema';
import { useState } from 'react';
import { Alert } from '../../primitives/Alert';
import { Card } from '../../primitives/Card';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { MessageForm } from '../MessageForm/MessageForm';
import { container, lead, page, pageHeader, pageTitle } from '../SiteLayout/page.css';
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

/** /contact-us: the contact form, the support address and the social links. */
export function ContactScreen({ onSubmitContact, contactEmail = defaultEmail, socialLinks = defaultSocialLinks }: ContactScreenProps) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState(false);
  const submit = async (values: ContactPayload) => {
    setFailure(false);
    try {
      await onSubmitContact(values);
      setSent(true);
    } catch {
      setFailure(true);
    }
  };

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
            <MessageForm
              kind="contact"
              onSubmit={submit}
              notice={failure ? <Alert>{messages.contactFailed}</Alert> : null}
            />
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
