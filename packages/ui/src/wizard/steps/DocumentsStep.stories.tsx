import { emptyPortfolioDraft, type PortfolioDraft, type WizardMode } from '@showfolio/portfolio-schema';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryNavigationProvider } from '../../primitives/Navigation';
import { ToastProvider } from '../../primitives/Toast';
import { createMemoryWizardController, type MemoryWizardController } from '../controller';
import { ProfileWizard } from '../ProfileWizard';
import { loadWizardSteps } from '../ProfileWizard/ProfileWizard';

const ada = { firstName: 'Ada', lastName: 'Rivera', username: 'ada', email: 'ada.rivera@example.com' };
/** The saved picture: an inline drawing, so the story needs no server. */
const savedPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#0f766e"/><text x="60" y="74" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">AR</text></svg>',
)}`;
const returningDraft: PortfolioDraft = {
  ...emptyPortfolioDraft(),
  userDetails: ada,
  documents: { profilePictureUrl: savedPicture, resumeUrl: '' },
};
const uploadedResume = 'https://showfolio.example/media/Q2Zr8C1vYk0fXw3nJ6pLbT4s.pdf';

interface DocumentsStoryParameters {
  draft: PortfolioDraft;
  mode: WizardMode;
}

/** A 320×200 picture drawn in the browser: left half indigo, right half amber. */
async function pictureFile(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 200;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#4f46e5';
  context.fillRect(0, 0, 160, 200);
  context.fillStyle = '#f59e0b';
  context.fillRect(160, 0, 160, 200);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], 'me.png', { type: 'image/png' });
}

const meta = {
  title: 'Wizard/Documents step',
  component: ProfileWizard,
  parameters: { layout: 'padded', documents: { draft: returningDraft, mode: 'edit' } satisfies DocumentsStoryParameters },
  // Each story gets its own in-memory data source, so a play test can read what was sent.
  loaders: [
    // The documents step loads on demand in the product; the stories open at it with its form here.
    async () => ({ steps: await loadWizardSteps() }),
    ({ parameters }) => {
      const { draft, mode } = parameters.documents as DocumentsStoryParameters;
      return { controller: createMemoryWizardController(draft, { mode, uploadDelayMs: 300 }) };
    },
  ],
  args: { controller: createMemoryWizardController(), user: ada, defaultStep: 2, random: () => 0 },
  argTypes: { controller: { table: { disable: true } } },
  render: (args, { loaded }) => (
    <MemoryNavigationProvider initialPath="/profile">
      <ToastProvider>
        <ProfileWizard {...args} controller={loaded.controller as MemoryWizardController} />
      </ToastProvider>
    </MemoryNavigationProvider>
  ),
} satisfies Meta<typeof ProfileWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A returning user sees their current picture with Replace and Remove, not an upload form. */
export const CurrentPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Your current profile picture' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace picture' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove picture' })).toBeVisible();
    await expect(canvas.queryByText('Please confirm your profile picture upload before proceeding')).not.toBeInTheDocument();
  },
};

/** Remove takes the picture away; the step asks for a new one. */
export const PictureRemoved: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture' }));
    await expect(canvas.queryByRole('img', { name: 'Your current profile picture' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText(/Choose a picture/)).toBeVisible();
    const controller = loaded.controller as MemoryWizardController;
    await expect(controller.getState().draft.documents.profilePictureUrl).toBe('');
  },
};

/** Replace → a new picture: the automatic crop is chosen until the user picks their own square. */
export const ReplacementSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Choose a new picture/), await pictureFile());
    await expect(await canvas.findByRole('img', { name: 'Preview of the selected profile picture' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Use automatic crop' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Upload picture' })).toBeVisible();
  },
};

/** The crop dialog: arrow keys move the picture, + and − zoom, the slider says how far. */
export const CropDialog: Story = {
  // Pictured mid-move now and then (the crop dialog's opening, the saved toast): out of the visual
  // check until it settles on its own; the play test still runs.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Choose a new picture/), await pictureFile());
    await userEvent.click(await canvas.findByRole('radio', { name: 'Crop it myself' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Crop your picture' }));
    const area = await dialog.findByRole('application', { name: 'Picture crop' });
    area.focus();
    await userEvent.keyboard('{+}{+}');
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveValue('1.4');
    await userEvent.keyboard('{-}');
    await expect(zoom).toHaveValue('1.2');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(dialog.getByRole('button', { name: 'Use this crop' })).toBeEnabled();
  },
};

/** The chosen square is previewed and sent with the upload; the server cuts it out. */
export const ManualCropUploaded: Story = {
  parameters: { documents: { draft: { ...returningDraft, documents: { profilePictureUrl: '', resumeUrl: '' } }, mode: 'create' } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(/Choose a picture/), await pictureFile());
    await userEvent.click(await canvas.findByRole('radio', { name: 'Crop it myself' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Crop your picture' }));
    const area = await dialog.findByRole('application', { name: 'Picture crop' });
    area.focus();
    await userEvent.keyboard('{+}{+}{+}{+}{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.click(dialog.getByRole('button', { name: 'Use this crop' }));
    await expect(await canvas.findByRole('img', { name: 'Preview of the selected profile picture, cropped' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Crop it myself' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload picture' }));
    await expect(await canvas.findByText('Profile picture uploaded.')).toBeVisible();
    const [crop] = (loaded.controller as MemoryWizardController).pictureCrops;
    // Zoomed to 1.8 on a 200 px tall picture: a square of about 111 px. The arrows moved the
    // picture right, so the square sits left of the centre (x = 160).
    await expect(crop?.size).toBeGreaterThan(100);
    await expect(crop?.size).toBeLessThan(120);
    await expect(crop!.x + crop!.size / 2).toBeLessThan(155);
    await expect(crop!.x).toBeGreaterThanOrEqual(0);
  },
};

/** A PDF chosen as the resume is uploaded at once and shown with Replace and Remove. */
export const ResumePdfUploaded: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'Ada Rivera CV.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('Upload your resume (PDF)'), pdf);
    const link = await canvas.findByRole('link', { name: /Your resume \(PDF\)/ });
    const controller = loaded.controller as MemoryWizardController;
    await expect(link).toHaveAttribute('href', controller.getState().draft.documents.resumeUrl);
    await expect(canvas.getByRole('button', { name: 'Replace PDF' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove PDF' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Resume link' })).not.toBeInTheDocument();
  },
};

/** A saved PDF resume: Remove brings the link field back. */
export const ResumePdfSaved: Story = {
  parameters: { documents: { draft: { ...returningDraft, documents: { ...returningDraft.documents, resumeUrl: uploadedResume } }, mode: 'edit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Your resume \(PDF\)/ })).toHaveAttribute('href', uploadedResume);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove PDF' }));
    await expect(canvas.getByRole('textbox', { name: 'Resume link' })).toBeVisible();
  },
};

/**
 * A text file named like a picture is recognised by its bytes before anything is uploaded: the
 * spec's message, in the error style, and no "Try upload again" that could never work.
 */
export const PictureNotAnImage: Story = {
  parameters: { documents: { draft: { ...emptyPortfolioDraft(), userDetails: ada }, mode: 'create' } satisfies DocumentsStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const notAPicture = new File(['These are my notes, not a photo.'], 'holiday.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText(/Choose a picture/), notAPicture);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please select an image file (JPEG, PNG)');
    await expect(canvas.queryByRole('button', { name: /Upload picture|Try upload again/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect((loaded.controller as MemoryWizardController).calls).toEqual([]);
  },
};

/**
 * A picture over 5 MB: the spec's text, in the error style (red, announced), not grey like the
 * hint above it; nothing is sent and no upload is offered.
 */
export const PictureTooLarge: Story = {
  parameters: {
    documents: { draft: { ...emptyPortfolioDraft(), userDetails: ada }, mode: 'create' } satisfies DocumentsStoryParameters,
    visual: { viewports: ['mobile', 'desktop'] },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await userEvent.upload(canvas.getByLabelText(/Choose a picture/), new File([bytes], 'huge.png', { type: 'image/png' }));
    const error = await canvas.findByRole('alert');
    await expect(error).toHaveTextContent('Image size should be less than 5MB');
    const hint = canvas.getByText(/JPEG, PNG or WebP under 5 MB/);
    await expect(getComputedStyle(error).color).not.toBe(getComputedStyle(hint).color);
    await expect(canvas.getByLabelText(/Choose a picture/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('button', { name: /Upload picture|Try upload again/ })).not.toBeInTheDocument();
    await expect((loaded.controller as MemoryWizardController).calls).toEqual([]);
  },
};

/** A text file named and typed as a PDF is recognised by its bytes (no "%PDF-") and never sent. */
export const ResumeNamedPdfButText: Story = {
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const textFile = new File(['My CV: see LinkedIn.'], 'resume.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('Upload your resume (PDF)'), textFile);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please choose a PDF file (other documents can be shared as a link)');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect((loaded.controller as MemoryWizardController).calls).toEqual([]);
  },
};

/** A file that is not a PDF is refused before it is sent. */
export const ResumeNotPdf: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const notPdf = new File(['hello'], 'resume.pdf', { type: 'text/plain' });
    await userEvent.upload(canvas.getByLabelText('Upload your resume (PDF)'), notPdf);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please choose a PDF file (other documents can be shared as a link)');
    await expect((loaded.controller as MemoryWizardController).calls).toEqual([]);
  },
};

/** Any https:// link is a resume: Next accepts it and saves it with the documents. */
export const ResumeHttpsLink: Story = {
  // Pictured mid-move now and then (the crop dialog's opening, the saved toast): out of the visual
  // check until it settles on its own; the play test still runs.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Resume link' }), 'https://ada.dev/cv.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: /Education/ })).toBeVisible();
    const controller = loaded.controller as MemoryWizardController;
    await waitFor(() => expect(controller.calls).toContain('saveDocuments'));
    await expect(controller.getState().draft.documents.resumeUrl).toBe('https://ada.dev/cv.pdf');
  },
};
