import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import type { DeployRequest, DeployResponse, UserDeployment } from '@showfolio/portfolio-schema';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { galleryDomain, galleryTemplates, minimalDeployment } from '../fixtures';
import { TemplateGalleryScreen, type TemplateGalleryScreenProps } from './TemplateGalleryScreen';

/** The dashboard shell puts every signed-in screen in its <main>. */
const DashboardMain = ({ children }: { children: ReactNode }) => <main>{children}</main>;

function renderGallery(props: Partial<TemplateGalleryScreenProps> = {}) {
  const handlers = {
    onRetry: vi.fn(),
    onNavigate: vi.fn(),
    onGeneratePreview: vi
      .fn<(id: string) => Promise<string>>()
      .mockResolvedValue('https://showfolio.test/preview/x?token=t'),
    onDeploy: vi.fn<(request: DeployRequest) => Promise<DeployResponse>>(),
  };
  const utils = render(
    <TemplateGalleryScreen
      templates={galleryTemplates}
      isAuthenticated
      hasPortfolio
      domain={galleryDomain}
      {...handlers}
      {...props}
    />,
    { wrapper: DashboardMain },
  );
  return { ...utils, ...handlers, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe('template gallery', () => {
  it('shows "Portfolio Templates" and "Choose a stunning template for your portfolio website"', async () => {
    const { container } = renderGallery();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Portfolio Templates' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Choose a stunning template for your portfolio website'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Templates' }).children).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it("opens the deploy dialog of the template the wizard's \"Publish now\" asked for, once the list has it", async () => {
    const { rerender, onNavigate } = renderGallery({ templates: undefined, deployOnOpen: galleryTemplates[0]!.templateIdentifier });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <TemplateGalleryScreen
        templates={galleryTemplates}
        isAuthenticated
        hasPortfolio
        domain={galleryDomain}
        onRetry={vi.fn()}
        onNavigate={onNavigate}
        onGeneratePreview={vi.fn()}
        onDeploy={vi.fn()}
        deployOnOpen={galleryTemplates[0]!.templateIdentifier}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Deploy Template' });
    expect(dialog).toHaveAccessibleDescription(galleryTemplates[0]!.templateName);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows a spinner while the templates load', async () => {
    const { container } = renderGallery({ templates: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading templates...');
    await expectNoAxeViolations(container);
  });

  it('shows "No templates available" when there are none', async () => {
    const { container } = renderGallery({ templates: [] });
    expect(screen.getByText('No templates available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Templates' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows "Error loading templates: {message}" with a Retry button', async () => {
    const { container, user, onRetry } = renderGallery({
      templates: undefined,
      error: new Error('Network down'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading templates: Network down');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows each template: thumbnail, name, description, category, two tags, author and version', () => {
    renderGallery();
    const minimal = card('Minimal');
    expect(within(minimal).getByRole('img', { name: 'Minimal template preview' })).toHaveAttribute(
      'src',
      galleryTemplates[0]?.meta.thumbnailImgUrl,
    );
    expect(within(minimal).getByText(galleryTemplates[0]?.description ?? '')).toBeInTheDocument();
    expect(within(minimal).getByText('Minimal', { selector: 'p' })).toBeInTheDocument();
    expect(within(minimal).queryByText('PREMIUM')).not.toBeInTheDocument();

    const nexus = card('Nexus');
    expect(within(nexus).getByText('PREMIUM')).toBeInTheDocument();
    expect(within(nexus).getByText('Premium', { selector: 'p' })).toBeInTheDocument();
    const tags = within(within(nexus).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Futuristic', 'Neon']);
    expect(within(nexus).getByText('by Nexus Studio')).toBeInTheDocument();
    expect(within(nexus).getByText('v2.3')).toBeInTheDocument();
  });

  it('shows "Preview Coming Soon" without a thumbnail and the default author and version', () => {
    renderGallery();
    const elegant = card('Elegant');
    expect(within(elegant).queryByRole('img')).not.toBeInTheDocument();
    expect(within(elegant).getByText('Preview Coming Soon')).toBeInTheDocument();
    expect(within(elegant).getByText('by Showfolio')).toBeInTheDocument();
    expect(within(elegant).getByText('v1.0')).toBeInTheDocument();
  });

  it('falls back to "Preview Coming Soon" when a thumbnail fails to load', async () => {
    renderGallery();
    const image = within(card('Minimal')).getByRole('img');
    image.dispatchEvent(new Event('error'));
    expect(await within(card('Minimal')).findByText('Preview Coming Soon')).toBeInTheDocument();
  });

  it('shows the current deployment by its template name with "View Live" and marks its template "Currently Active"', async () => {
    const { container } = renderGallery({ deployment: minimalDeployment });
    const banner = screen.getByRole('region', { name: 'Current Deployment' });
    expect(within(banner).getByText('Minimal')).toBeInTheDocument();
    expect(within(banner).queryByText('minimal-portfolio-v1')).not.toBeInTheDocument();
    const live = within(banner).getByRole('link', { name: 'View Live' });
    expect(live).toHaveAttribute('href', 'https://ada.showfolio.test');
    expect(live).toHaveAttribute('target', '_blank');

    expect(within(card('Minimal')).getByText('Currently Active')).toBeInTheDocument();
    expect(within(card('Minimal')).getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(within(card('Nexus')).queryByText('Currently Active')).not.toBeInTheDocument();
    expect(within(card('Nexus')).getByRole('button', { name: 'Deploy' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('names the deployed template by its identifier until the template list has loaded', () => {
    renderGallery({ deployment: minimalDeployment, templates: undefined });
    const banner = screen.getByRole('region', { name: 'Current Deployment' });
    expect(within(banner).getByText('minimal-portfolio-v1')).toBeInTheDocument();
  });

  it('names the deployed template in the update modal too', async () => {
    const { user } = renderGallery({ deployment: minimalDeployment });
    await user.click(within(card('Nexus')).getByRole('button', { name: 'Deploy' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Template' });
    const current = within(dialog).getByRole('group', { name: 'Current Deployment' });
    expect(within(current).getByText('Minimal')).toBeInTheDocument();
    expect(within(current).queryByText('minimal-portfolio-v1')).not.toBeInTheDocument();
  });

  it('has no banner without a deployment', () => {
    renderGallery({ deployment: null });
    expect(screen.queryByRole('region', { name: 'Current Deployment' })).not.toBeInTheDocument();
    expect(screen.queryByText('Currently Active')).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /signin on Deploy', async () => {
    const { user, onNavigate } = renderGallery({ isAuthenticated: false, hasPortfolio: false });
    await user.click(within(card('Nexus')).getByRole('button', { name: 'Deploy' }));
    expect(onNavigate).toHaveBeenCalledWith('/signin');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a user without a portfolio to /profile on Deploy', async () => {
    const { user, onNavigate } = renderGallery({ hasPortfolio: false });
    await user.click(within(card('Nexus')).getByRole('button', { name: 'Deploy' }));
    expect(onNavigate).toHaveBeenCalledWith('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the deploy modal for the chosen template, updating when a deployment exists', async () => {
    const { user, onDeploy } = renderGallery({ deployment: minimalDeployment });
    onDeploy.mockResolvedValue({ deployUrl: 'https://ada.showfolio.test' });
    await user.click(within(card('Nexus')).getByRole('button', { name: 'Deploy' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Template' });
    expect(dialog).toHaveAccessibleDescription('Nexus');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(onDeploy).toHaveBeenCalledWith({
      templateIdentifier: 'nexus-portfolio-v1',
      subdomain: 'ada',
    });
    await expectNoAxeViolations(document.body);
    expect(await within(dialog).findByText('Your portfolio has been updated!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card('Nexus')).getByRole('button', { name: 'Deploy' })).toHaveFocus();
  });

  it('says "Your portfolio is published!" after a first deploy, though the host has loaded the new deployment', async () => {
    // Like the host: the deploy resolves only after the refreshed deployment is in.
    function GalleryWithRefresh() {
      const [deployment, setDeployment] = useState<UserDeployment | null>(null);
      return (
        <TemplateGalleryScreen
          templates={galleryTemplates}
          isAuthenticated
          hasPortfolio
          domain={galleryDomain}
          deployment={deployment}
          onRetry={vi.fn()}
          onNavigate={vi.fn()}
          onGeneratePreview={vi.fn()}
          onDeploy={async ({ templateIdentifier, subdomain }) => {
            const deployUrl = `https://${subdomain}.${galleryDomain}`;
            setDeployment({ templateIdentifier, deployUrl, subdomain });
            return { deployUrl };
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<GalleryWithRefresh />, { wrapper: DashboardMain });
    await user.click(within(card('Nexus')).getByRole('button', { name: 'Deploy' }));
    const dialog = screen.getByRole('dialog', { name: 'Deploy Template' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subdomain' }), 'ada{Enter}');
    expect(await within(dialog).findByText('Your portfolio is published!')).toBeInTheDocument();
    expect(within(dialog).queryByText('Your portfolio has been updated!')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Deploy Template' })).toBeInTheDocument();
  });

  it("pre-fills a first deploy's subdomain from the signed-in user's username", async () => {
    const { user } = renderGallery({ username: 'ada_rivera' });
    await user.click(within(card('Nexus')).getByRole('button', { name: 'Deploy' }));
    const dialog = screen.getByRole('dialog', { name: 'Deploy Template' });
    expect(within(dialog).getByRole('textbox', { name: 'Subdomain' })).toHaveValue('adarivera');
  });

  it('opens the preview modal for the chosen template', async () => {
    const { user, onGeneratePreview } = renderGallery();
    await user.click(within(card('Elegant')).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Template Preview' });
    expect(onGeneratePreview).toHaveBeenCalledWith('elegant-portfolio-v1');
    expect(await within(dialog).findByRole('link', { name: 'Open Preview' })).toBeInTheDocument();
    await expectNoAxeViolations(document.body);
  });
});
