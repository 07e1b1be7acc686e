import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deferred } from '../../../test/setup-helpers';
import { ContactScreen } from './ContactScreen';

async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello team');
}

describe('contact page', () => {
  it('shows the contact e-mail and three social links in the side panel', async () => {
    const { container } = render(<ContactScreen onSubmitContact={vi.fn()} />);
    const panel = screen.getByRole('complementary', { name: 'Get in touch' });
    expect(within(panel).getByRole('link', { name: 'hello@showfolio.in' })).toHaveAttribute('href', 'mailto:hello@showfolio.in');
    const social = within(within(panel).getByRole('list')).getAllByRole('link');
    expect(social).toHaveLength(3);
    for (const link of social) expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(container);
  });

  it('requires name, email and message', async () => {
    const onSubmitContact = vi.fn();
    render(<ContactScreen onSubmitContact={onSubmitContact} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required');
    expect(onSubmitContact).not.toHaveBeenCalled();
  });

  it('checks the e-mail shape on blur', async () => {
    render(<ContactScreen onSubmitContact={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('shows Sending... with the form disabled, then a thank-you', async () => {
    const pending = deferred();
    render(<ContactScreen onSubmitContact={() => pending.promise} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    pending.resolve();
    expect(await screen.findByText('Thank you for reaching out!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact' })).not.toBeInTheDocument();
  });

  it('keeps the form and shows the failure message on a network failure', async () => {
    const onSubmitContact = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(undefined);
    const { container } = render(<ContactScreen onSubmitContact={onSubmitContact} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again later.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello team');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you for reaching out!')).toBeInTheDocument();
  });
});
