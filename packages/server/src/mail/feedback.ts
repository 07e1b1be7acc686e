/** Feedback sent from the site, forwarded to CONTACT_INBOX (reply-to: the sender). */
export const feedbackMail = ({ name, email, feedback }: { name: string; email: string; feedback: string }) => ({
  subject: `Feedback: ${name}`,
  text: `From: ${name} <${email}>\n\n${feedback}`,
});
