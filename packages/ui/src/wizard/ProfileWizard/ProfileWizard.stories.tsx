import { emptyPortfolioDraft, type PortfolioDraft, type WizardMode } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import { createMemoryWizardController, type WizardSaveAction } from '../controller';
import { storyImageFile } from '../storyFixtures/projectImages';
import { ProfileWizard, loadWizardSteps, type ProfileWizardProps } from './ProfileWizard';

interface WizardStoryParameters {
  draft?: PortfolioDraft;
  mode?: WizardMode;
  loading?: boolean;
  /** Saves that fail the first time, to show the error states. */
  failing?: Array<WizardSaveAction | 'uploadProfilePicture'>;
  /** What the pretend server holds when `draft` is a local copy restored after a reload. */
  serverDraft?: PortfolioDraft;
}

/** Each story gets its own in-memory data source, so interactions never leak between stories. */
function FreshWizard({ story, ...props }: Omit<ProfileWizardProps, 'controller'> & { story: WizardStoryParameters }) {
  const [controller] = useState(() => {
    const created = createMemoryWizardController(story.draft ?? emptyPortfolioDraft(), {
      mode: story.mode,
      loading: story.loading,
      uploadDelayMs: 1500,
      serverDraft: story.serverDraft,
    });
    for (const action of story.failing ?? []) created.failNext(action);
    return created;
  });
  return (
    <MemoryNavigationProvider initialPath="/profile">
      <ToastProvider>
        <ProfileWizard {...props} controller={controller} />
      </ToastProvider>
    </MemoryNavigationProvider>
  );
}

const ada = { firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'ada.rivera@example.com' };
const readyDraft: PortfolioDraft = {
  ...emptyPortfolioDraft(),
  userDetails: ada,
  documents: { profilePictureUrl: sampleDraft.documents.profilePictureUrl, resumeUrl: '' },
  education: sampleDraft.education.slice(0, 1),
  skills: { id: '', tech: ['TypeScript'], soft: [] },
};

const meta = {
  title: 'Wizard/ProfileWizard',
  component: ProfileWizard,
  parameters: { layout: 'padded', wizard: {} satisfies WizardStoryParameters },
  // Steps after the first load on demand; the stories open at a step with its form already here.
  loaders: [async () => ({ steps: await loadWizardSteps() })],
  args: {
    controller: createMemoryWizardController(),
    user: ada,
    defaultStep: 1,
    onStepChange: fn(),
    random: () => 0,
  },
  argTypes: { controller: { table: { disable: true } }, defaultStep: { control: { type: 'range', min: 1, max: 7 } } },
  render: ({ controller: _unused, ...args }, { parameters }) => (
    <FreshWizard {...args} story={(parameters.wizard ?? {}) as WizardStoryParameters} />
  ),
} satisfies Meta<typeof ProfileWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateUserDetails: Story = {};
export const WithoutName: Story = { args: { user: undefined } };
export const Loading: Story = { parameters: { wizard: { loading: true } } };
export const EditUserDetails: Story = { parameters: { wizard: { draft: sampleDraft, mode: 'edit' } } };
export const Documents: Story = { args: { defaultStep: 2 }, parameters: { wizard: { draft: { ...emptyPortfolioDraft(), userDetails: ada } } } };
export const EducationAndSkills: Story = { args: { defaultStep: 3 }, parameters: { wizard: { draft: sampleDraft, mode: 'edit' } } };
export const Projects: Story = { args: { defaultStep: 4 }, parameters: { wizard: { draft: sampleDraft, mode: 'edit' } } };
export const Experience: Story = { args: { defaultStep: 5 }, parameters: { wizard: { draft: sampleDraft, mode: 'edit' } } };
export const SocialLinks: Story = { args: { defaultStep: 6 }, parameters: { wizard: { draft: sampleDraft, mode: 'edit' } } };
export const Preview: Story = { args: { defaultStep: 7 }, parameters: { wizard: { draft: sampleDraft, mode: 'edit' } } };
export const MobileStepper: Story = {
  args: { defaultStep: 3 },
  parameters: { wizard: { draft: sampleDraft, mode: 'edit' } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Beside the live preview (a column narrower than 600 px): only the current step's name shows. */
export const NarrowColumn: Story = {
  args: { defaultStep: 3 },
  parameters: { wizard: { draft: sampleDraft, mode: 'edit' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const progress = within(within(canvasElement).getByRole('navigation', { name: 'Wizard progress' }));
    await expect(progress.getByText('Education')).toBeVisible();
    // The other names are still there for screen readers, but take no room on screen.
    await expect(progress.getByText('Documents').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Step 1: Next is disabled and the required-fields message shows without a first name. */
export const RequiredFieldsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'First name' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByText('Please fill out all required fields marked with *')).toBeInTheDocument();
    await expect(canvas.getByText('First name is required')).toBeInTheDocument();
  },
};

/** Step 2: Next without a picture is refused. */
export const PictureMissing: Story = {
  ...Documents,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Please select a profile picture before proceeding')).toBeInTheDocument();
  },
};

/** Step 2: a resume link that is not a shared Google Drive file is refused. */
export const ResumeLinkNotShared: Story = {
  args: { defaultStep: 2 },
  parameters: { wizard: { draft: readyDraft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Resume link' }), 'https://drive.google.com/file/d/abc123/view');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Make sure the link has "Anyone with the link" sharing permission')).toBeInTheDocument();
  },
};

/** Step 3: proceeding needs an education entry and a technical skill. */
export const EducationMissing: Story = {
  args: { defaultStep: 3 },
  parameters: { wizard: { draft: { ...readyDraft, education: [], skills: { id: '', tech: [], soft: [] } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Please add at least one education entry and select technical skills')).toBeInTheDocument();
  },
};

/** Step 3: a failed skills save keeps the step and says so. */
export const SkillsSaveFails: Story = {
  args: { defaultStep: 3 },
  parameters: { wizard: { draft: readyDraft, failing: ['saveSkills'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // The banner in the step and, for skills, a toast as well (builder §8).
    await expect(await canvas.findAllByText('Failed to save skills. Please try again.')).toHaveLength(2);
  },
};

/** Step 5: company and role are required to add an experience. */
export const ExperienceRequiredFields: Story = {
  args: { defaultStep: 5 },
  parameters: { wizard: { draft: readyDraft } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add experience' }));
    await expect(canvas.getByText('Company name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Your role is required')).toBeInTheDocument();
  },
};

/** Edit mode with nothing changed on the projects step: an info message, and on to Experience. */
export const NoProjectChanges: Story = {
  ...Projects,
  // The toast is caught at a different point of its life in each run; the play checks its text,
  // and the Experience story shows the step it lands on.
  parameters: { ...Projects.parameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('No changes detected in projects')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: /Experience/ })).toBeInTheDocument();
  },
};

/** Step 7: submitting shows the congratulation view. */
export const Submitted: Story = {
  ...Preview,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Portfolio' }));
    await waitFor(() => expect(canvas.getByText('Submitted!')).toBeInTheDocument());
    await expect(canvas.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute('href', '/templates');
  },
};

/**
 * Issue 34: after Submit the congratulation view keeps the spec's text and Browse Templates, and
 * offers "Publish now" (the host opens its deploy dialog), saying where the page will be.
 */
export const SubmittedWithPublishNow: Story = {
  ...Preview,
  args: {
    ...Preview.args,
    publishNow: { onPublish: fn(), templateName: 'Minimal', address: 'ada.showfolio.in' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Portfolio' }));
    await expect(await canvas.findByRole('heading', { name: 'Congratulations! Your portfolio is ready.' })).toHaveFocus();
    await expect(canvas.getByText(/Deploy it with one click to your own address/)).toHaveTextContent('ada.showfolio.in');
    await expect(canvas.getByRole('link', { name: 'Custom domains' })).toHaveAttribute('href', '/domains');
    await expect(canvas.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute('href', '/templates');
    await expect(canvas.getByText(/Publish now puts it online with the Minimal template/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish now' }));
    await expect(args.publishNow?.onPublish).toHaveBeenCalledOnce();
  },
};

/** Step 7: a failed submit keeps the preview and says so. */
export const SubmitFails: Story = {
  args: { defaultStep: 7 },
  parameters: { wizard: { draft: sampleDraft, failing: ['saveWhole'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Portfolio' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Oops! Something went wrong. Please try again.');
  },
};

const restoredParameters = {
  wizard: {
    draft: { ...sampleDraft, bio: 'A bio typed before the reload, never saved.' },
    serverDraft: sampleDraft,
    mode: 'edit',
  } satisfies WizardStoryParameters,
};

/** After a reload, edits the server does not have yet win over its older copy, and the wizard says so. */
export const RestoredDraft: Story = {
  parameters: restoredParameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Restored your unsaved changes');
    await expect(canvas.getByRole('textbox', { name: /Bio/ })).toHaveValue('A bio typed before the reload, never saved.');
  },
};

/** Undo takes the server's copy back. */
export const RestoredDraftUndone: Story = {
  parameters: { ...restoredParameters, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('status')).getByRole('button', { name: 'Undo' }));
    await expect(canvas.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Bio/ })).toHaveValue(sampleDraft.bio);
  },
};

/** The host holds a navigation away from the wizard while changes are unsaved, and asks. */
function LeaveConfirmHarness(args: Omit<ProfileWizardProps, 'controller'>) {
  const [asking, setAsking] = useState(true);
  const answer = (choice: () => void) => () => {
    setAsking(false);
    choice();
  };
  const leave = args.leave ?? { asking: true, stay: fn(), proceed: fn() };
  return (
    <FreshWizard
      {...args}
      leave={{ asking, stay: answer(leave.stay), proceed: answer(leave.proceed) }}
      story={{ draft: sampleDraft, mode: 'edit' }}
    />
  );
}

export const LeaveConfirm: Story = {
  args: { leave: { asking: true, stay: fn(), proceed: fn() } },
  render: ({ controller: _unused, ...args }) => <LeaveConfirmHarness {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toHaveTextContent('You have changes that are not saved yet.');
    await expect(within(dialog).getByRole('button', { name: 'Stay and keep editing' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  },
};

/** Staying answers the host's blocked navigation with stay, never proceed. */
export const LeaveConfirmStay: Story = {
  ...LeaveConfirm,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.leave?.stay).toHaveBeenCalledTimes(1);
    await expect(args.leave?.proceed).not.toHaveBeenCalled();
  },
};

/** Leaving answers it with proceed. */
export const LeaveConfirmLeave: Story = {
  ...LeaveConfirmStay,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(args.leave?.proceed).toHaveBeenCalledTimes(1);
    await expect(args.leave?.stay).not.toHaveBeenCalled();
  },
};

/** Next with a project typed into the form but not added: it is added and saved, never dropped. */
export const NextAddsTypedProject: Story = {
  args: { defaultStep: 4 },
  parameters: { wizard: { draft: readyDraft, mode: 'edit' }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Project name' }), 'Atlas');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Maps for everyone.');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /Experience/ })).toBeInTheDocument();
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByText('No changes detected in projects')).not.toBeInTheDocument();
  },
};

/**
 * Step 4 with pictures: an image is uploaded into the project being typed; Add project refuses it
 * until the image has its alt text, then lists the project with its year, role and image count.
 */
export const ProjectWithImages: Story = {
  args: { defaultStep: 4 },
  parameters: { wizard: { draft: readyDraft, mode: 'edit' }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Project name' }), 'Atlas');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Description' }), 'Booking, redesigned.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '2024');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your role' }), 'Lead designer');
    await userEvent.upload(canvas.getByLabelText('Add images'), await storyImageFile());
    const alt = await canvas.findByRole('textbox', { name: 'Alt text of image 1' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    await expect(alt).toHaveAccessibleDescription('Describe this image (alt text is required)');
    await userEvent.type(alt, 'The booking screen');
    await userEvent.click(canvas.getByRole('button', { name: 'Add project' }));
    const list = within(canvas.getByRole('list', { name: 'Your projects' }));
    await expect(list.getByText('2024 · Lead designer · 1 image')).toBeVisible();
  },
};
export const ProjectWithImagesMobile: Story = { ...ProjectWithImages, globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Step 3: the skill suggestions follow the headline's trade, and the trade can be chosen. */
export const SkillsForDesigners: Story = {
  args: { defaultStep: 3 },
  parameters: { wizard: { draft: { ...readyDraft, headline: 'Product designer at Ada Studio' }, mode: 'edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trade = canvas.getByRole('combobox', { name: 'Suggestions for' });
    await expect(trade).toHaveValue('designer');
    await expect(trade).toHaveAccessibleDescription(/Tools count as technical skills too/);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Technical skills' }), 'fig');
    await expect(canvas.getByRole('option', { name: 'Figma' })).toBeInTheDocument();
    await userEvent.selectOptions(trade, 'research');
    await userEvent.clear(canvas.getByRole('combobox', { name: 'Technical skills' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Technical skills' }), 'sta');
    await expect(canvas.getByRole('option', { name: 'Statistics' })).toBeInTheDocument();
  },
};
export const SkillsForDesignersMobile: Story = { ...SkillsForDesigners, globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Step 6: the spec's five profiles, then "More links" with a recognised Dribbble link. */
export const MoreLinks: Story = {
  args: { defaultStep: 6 },
  parameters: { wizard: { draft: { ...sampleDraft, links: [] }, mode: 'edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'LinkedIn' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Link address' }), 'https://dribbble.com/ada{Enter}');
    await expect(within(canvas.getByRole('list', { name: 'Your links' })).getByText('Dribbble')).toBeVisible();
  },
};
export const MoreLinksMobile: Story = { ...MoreLinks, globals: { viewport: { value: 'mobile', isRotated: false } } };
