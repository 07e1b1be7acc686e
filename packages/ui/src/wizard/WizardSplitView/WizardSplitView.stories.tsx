import { emptyPortfolioDraft, type PortfolioDraft } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { loadTemplate, templateCatalogue, type TemplateDefinition } from '@showfolio/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import { createMemoryWizardController } from '../controller';
import { LivePreview, defaultPreviewTemplateId } from '../LivePreview';
import { ProfileWizard } from '../ProfileWizard';
import { loadWizardSteps } from '../ProfileWizard/ProfileWizard';
import { WizardSplitView, splitViewLayouts, type WizardSplitViewProps } from './WizardSplitView';

/**
 * Storybook compiles the templates with class names of its own, so the stories hand the frame the
 * workshop's stylesheets instead of the published CSS file the host serves (the host's e2e test
 * compares the real thing with the published page, pixel for pixel).
 */
async function workshopCss(id: string): Promise<string> {
  await loadTemplate(id);
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');
}

const never = () => new Promise<never>(() => undefined);
const failing = () => Promise.reject(new Error('the chunk did not load'));

interface EditorStoryParameters {
  draft?: PortfolioDraft;
  loadTemplate?: (id: string) => Promise<TemplateDefinition | undefined>;
  /** The wizard step to open on (1-7). */
  step?: number;
}

function Editor({ story, ...props }: Omit<WizardSplitViewProps, 'children' | 'preview'> & { story: EditorStoryParameters }) {
  const [controller] = useState(() => createMemoryWizardController(story.draft ?? emptyPortfolioDraft(), { mode: 'edit' }));
  const [templateId, setTemplateId] = useState(defaultPreviewTemplateId);
  return (
    <MemoryNavigationProvider initialPath="/profile">
      <ToastProvider>
        <WizardSplitView
          {...props}
          preview={
            <LivePreview
              controller={controller}
              templateId={templateId}
              onTemplateChange={setTemplateId}
              templates={templateCatalogue()}
              loadTemplate={story.loadTemplate ?? loadTemplate}
              loadTemplateCss={workshopCss}
            />
          }
        >
          <ProfileWizard controller={controller} defaultStep={story.step} random={() => 0} />
        </WizardSplitView>
      </ToastProvider>
    </MemoryNavigationProvider>
  );
}

const meta = {
  title: 'Wizard/WizardSplitView',
  component: WizardSplitView,
  parameters: { layout: 'padded', editor: {} satisfies EditorStoryParameters },
  // Steps after the first load on demand; the stories open at a step with its form already here.
  loaders: [async () => ({ steps: await loadWizardSteps() })],
  args: { layout: 'split', children: null, preview: null },
  argTypes: {
    layout: { control: 'inline-radio', options: splitViewLayouts },
    children: { table: { disable: true } },
    preview: { table: { disable: true } },
  },
  render: ({ children: _form, preview: _preview, ...args }, { parameters }) => (
    <Editor {...args} story={(parameters.editor ?? {}) as EditorStoryParameters} />
  ),
} satisfies Meta<typeof WizardSplitView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The body of the preview's frame, once the template has rendered into it. */
async function frameBody(canvas: HTMLElement): Promise<HTMLElement> {
  const frame = await within(canvas).findByTitle(/Your portfolio with the .+ template/, {}, { timeout: 10_000 });
  return waitFor(() => {
    const body = (frame as HTMLIFrameElement).contentDocument?.body;
    if (!body?.firstElementChild) throw new Error('the frame is still empty');
    return body;
  });
}

/** Desktop: the form left, the preview right; typing shows up in the preview. */
export const SplitView: Story = {
  parameters: { editor: { draft: sampleDraft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = await frameBody(canvasElement);
    await within(body).findByText(sampleDraft.bio);
    const bio = canvas.getByLabelText('Bio');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Typed in the form, shown in the preview.');
    await within(body).findByText('Typed in the form, shown in the preview.');
    await userEvent.selectOptions(canvas.getByLabelText('Template'), 'elegant-portfolio-v1');
    await canvas.findByTitle('Your portfolio with the Elegant template', {}, { timeout: 10_000 });
  },
};

/** Markdown typed into the bio shows formatted in the preview: bold, a new paragraph, a list. */
export const FormattedBio: Story = {
  // The frame repaints on its own schedule while typing; the play checks the elements themselves.
  parameters: { editor: { draft: sampleDraft }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement);
    const bio = within(canvasElement).getByLabelText('Bio');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'I build **accessible** apps.{Enter}{Enter}What I do:{Enter}- design systems{Enter}- mentoring');
    const preview = within(body);
    await expect((await preview.findByText('accessible')).tagName).toBe('STRONG');
    await expect((await preview.findByText('design systems')).tagName).toBe('LI');
    await expect(preview.getByText('mentoring').tagName).toBe('LI');
    await expect(preview.getByText('What I do:').tagName).toBe('P');
    await expect(preview.queryByText(/\*\*/)).toBeNull();
  },
};

/** Nothing entered yet: the template still renders, with a hint above it. */
export const EmptyDraft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Nothing to show yet: what you type in the form appears here.');
    await frameBody(canvasElement);
    await userEvent.type(canvas.getByLabelText(/First name/), 'Ada');
    await waitFor(() => expect(canvas.queryByText(/Nothing to show yet/)).toBeNull());
  },
};

/** The template's code is still on its way. */
export const TemplateLoading: Story = {
  parameters: { editor: { draft: sampleDraft, loadTemplate: never } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Loading the template...');
    await expect(canvas.getByRole('region', { name: 'Live preview' })).toHaveAttribute('data-state', 'loading');
  },
};

/** The template's code did not load: a message and a way to try again. */
export const TemplateError: Story = {
  parameters: { editor: { draft: sampleDraft, loadTemplate: failing } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('The preview could not be shown');
    await expect(canvas.getByRole('region', { name: 'Live preview' })).toHaveAttribute('data-state', 'error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByText('The preview could not be shown');
  },
};

/** Phones: a Preview button opens the preview full screen; Escape or Close preview brings the form back. */
export const PhonePreviewToggle: Story = {
  args: { layout: 'stacked' },
  parameters: { editor: { draft: sampleDraft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('region', { name: 'Live preview' })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Preview' });
    await userEvent.click(toggle);
    const dialog = await page.findByRole('dialog', { name: 'Preview' });
    await expect(page.getByRole('button', { name: 'Close preview' })).toHaveFocus();
    await within(await frameBody(dialog)).findByText(sampleDraft.bio);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Preview' })).toBeNull());
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await userEvent.click(await page.findByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/** Projects reordered by keyboard: the preview shows the new order without a save. */
export const ReorderFollowedByPreview: Story = {
  // The frame repaints on its own schedule after the move; the play checks the order itself.
  parameters: { editor: { draft: sampleDraft, step: 4 }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement);
    const names = sampleDraft.projects.projects.map((project) => project.projectName);
    /** The project names in the order the preview shows them. */
    const shown = () => {
      const text = body.textContent ?? '';
      if (!names.every((name) => text.includes(name))) throw new Error('the preview does not show every project yet');
      return [...names].sort((a, b) => text.indexOf(a) - text.indexOf(b));
    };
    await waitFor(() => expect(shown()).toEqual(names));
    const page = within(canvasElement.ownerDocument.body);
    const handle = within(canvasElement).getByRole('button', { name: `Reorder ${names[0]}` });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await page.findByText(`Picked up ${names[0]}. Position 1 of ${names.length}.`);
    await userEvent.keyboard('{ArrowDown}');
    await page.findByText(`${names[0]} moved to position 2 of ${names.length}.`);
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(shown()).toEqual([names[1], names[0], ...names.slice(2)]));
  },
};

/** A project typed into the form shows in the preview before "Add project" is pressed. */
export const TypedEntryInPreview: Story = {
  parameters: { editor: { draft: sampleDraft, step: 4 }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = await frameBody(canvasElement);
    await waitFor(() => expect(body.textContent).toContain(sampleDraft.projects.projects[0]!.projectName));
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Project name/ }), 'Difference Engine');
    await waitFor(() => expect(body.textContent).toContain('Difference Engine'));
  },
};
