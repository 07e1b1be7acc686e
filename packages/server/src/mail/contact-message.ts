/** A message sent through the Contact Us form, forwarded to CONTACT_INBOX (reply-to: the sender). */
export const contactMessageMail = ({ name, email, message }: { name: string; email: string; message: string }) => ({
  subject: `Contact form: ${name}`,
  text: `From: ${name} <${email}>\n\n${message}`,
});
