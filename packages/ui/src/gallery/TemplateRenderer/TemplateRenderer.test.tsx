import { render, screen } from '@testing-library/react';
import { minimalPortfolio, samplePortfolio } from '@showfolio/portfolio-schema/samples';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { TemplateRenderer } from './TemplateRenderer';

// Runs first in this file on purpose: later renders of the same template come from the cache.
describe('template renderer', () => {
  it('shows a spinner while the template loads, then renders it with the data', async () => {
    const { container } = render(
      <TemplateRenderer templateId="minimal-portfolio-v1" data={samplePortfolio} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading template...');
    await expectNoAxeViolations(container);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Rivera' }),
    ).toBeInTheDocument();
    expect(screen.getByText(samplePortfolio.bio)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders an already loaded template at once, with the new data', () => {
    render(<TemplateRenderer templateId="minimal-portfolio-v1" data={minimalPortfolio} />);
    const name = `${minimalPortfolio.firstName} ${minimalPortfolio.lastName}`.trim();
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  });

  it('shows "Template Not Found" with the identifier when no template has it', async () => {
    const { container } = render(
      <TemplateRenderer templateId="retro-portfolio-v9" data={samplePortfolio} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Template Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('retro-portfolio-v9')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
