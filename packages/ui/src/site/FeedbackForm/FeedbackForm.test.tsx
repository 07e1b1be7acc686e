import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { deferred } from '../../../test/setup-helpers';
import { FeedbackForm } from './FeedbackForm';

async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Feedback' }), 'Lovely templates');
}

describe('feedback form', () => {
  it('shows each required message on submit', async () => {
    const onSubmitFeedback = vi.fn();
    const { container } = render(<FeedbackForm onSubmitFeedback={onSubmitFeedback} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Feedback is required')).toBeInTheDocument();
    expect(onSubmitFeedback).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('checks the e-mail shape on blur', async () => {
    render(<FeedbackForm onSubmitFeedback={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('disables the form while submitting, then thanks the visitor', async () => {
    const pending = deferred();
    const onSubmitFeedback = vi.fn(() => pending.promise);
    render(<FeedbackForm onSubmitFeedback={onSubmitFeedback} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(onSubmitFeedback).toHaveBeenCalledWith({ name: 'Ada Lovelace', email: 'ada@example.com', feedback: 'Lovely templates' });
    pending.resolve();
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Feedback' })).not.toBeInTheDocument();
  });

  it('only logs a failure: the form stays and no message shows', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FeedbackForm onSubmitFeedback={() => Promise.reject(new Error('Failed to submit feedback'))} />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
    expect(error).toHaveBeenCalledWith('Failed to submit feedback', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveValue('Lovely templates');
    error.mockRestore();
  });
});
