import { emptyPortfolioDraft, type PortfolioDraft } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encouragements } from './encouragements';
import { ada, renderWizard } from './testing';

/** A PNG's signature and nothing else: enough for the documents step's check of the bytes. */
const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const stepHeading = (name: RegExp | string) => screen.getByRole('heading', { level: 2, name });
const next = () => screen.getByRole('button', { name: 'Next' });

/** A draft that passes steps 1-3, so later steps can be reached quickly. */
function readyDraft(): PortfolioDraft {
  return {
    ...emptyPortfolioDraft(),
    userDetails: { ...ada },
    documents: { profilePictureUrl: '/media/ada.webp', resumeUrl: '' },
    education: [{ degree: 'BSc', institution: 'Uni', startDate: '', endDate: '', description: '' }],
    skills: { id: '', tech: ['TypeScript'], soft: [] },
  };
}

describe('profile wizard heading', () => {
  it('says "Build Your Portfolio" without a name', () => {
    renderWizard({ user: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Build Your Portfolio' })).toBeInTheDocument();
    expect(screen.getByText('Creating New Portfolio')).toBeInTheDocument();
  });

  it("says \"Ada's Portfolio\" and 'Creating New Portfolio' in create mode", () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: "Ada's Portfolio" })).toBeInTheDocument();
    expect(screen.getByText('Creating New Portfolio')).toBeInTheDocument();
  });

  it("says \"Edit Ada's Portfolio\" and 'Editing Existing Portfolio' in edit mode", () => {
    renderWizard({ draft: sampleDraft, mode: 'edit' });
    expect(screen.getByRole('heading', { level: 1, name: "Edit Ada's Portfolio" })).toBeInTheDocument();
    expect(screen.getByText('Editing Existing Portfolio')).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    const { controller } = renderWizard();
    act(() => controller.setLoading(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your portfolio...');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

/** Makes the phone media query match; returns the function that undoes it. */
function asPhone() {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ matches: query.includes('768'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

describe('profile wizard stepper', () => {
  it('ticks completed steps and lets only them be clicked', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard({ draft: readyDraft() });
    const progress = screen.getByRole('navigation', { name: 'Wizard progress' });
    expect(within(progress).queryAllByRole('button')).toHaveLength(0);
    expect(within(progress).getByText('User Details').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    await user.click(next());
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Education/ })).toBeInTheDocument();
    const done = within(progress).getAllByRole('button');
    expect(done.map((button) => button.textContent)).toEqual(['✓User Details, completed', '✓Documents, completed']);
    await user.click(within(progress).getByRole('button', { name: /User Details/ }));
    expect(stepHeading(/User Details/)).toBeInTheDocument();
  });

  it('after a reload ticks only the steps whose content is complete, and still lets the others be visited', () => {
    const { projects: _p, experiences: _e, socialLinks: _s, ...filled } = sampleDraft;
    renderWizard({
      draft: {
        ...emptyPortfolioDraft(),
        ...filled,
        projects: { id: '', projects: [] },
        experiences: { id: '', experiences: [] },
        links: [],
      },
      mode: 'edit',
    });
    const progress = screen.getByRole('navigation', { name: 'Wizard progress' });
    const steps = within(progress).getAllByRole('button').map((button) => button.textContent);
    expect(steps).toEqual(['✓Documents, completed', '✓Education, completed', '4Projects', '5Experience', '6Social Links', '7Preview']);
  });

  it('lets a returning user jump straight to any stored step', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard({ draft: sampleDraft, mode: 'edit' });
    const progress = screen.getByRole('navigation', { name: 'Wizard progress' });
    await user.click(within(progress).getByRole('button', { name: /Social Links/ }));
    expect(stepHeading(/Social Links/)).toBeInTheDocument();
  });

  it('stops the stored steps at the first one a returning user has not finished', () => {
    renderWizard({ draft: { ...sampleDraft, documents: { profilePictureUrl: '', resumeUrl: '' } }, mode: 'edit' });
    const progress = screen.getByRole('navigation', { name: 'Wizard progress' });
    expect(within(progress).queryAllByRole('button')).toHaveLength(0);
  });

  it('lets a returning user on a phone jump to a stored step from the step list', async () => {
    const user = userEvent.setup({ delay: null });
    const restore = asPhone();
    try {
      renderWizard({ draft: sampleDraft, mode: 'edit' });
      const jump = screen.getByRole('combobox', { name: 'Go to step' });
      expect(within(jump).getAllByRole('option')).toHaveLength(7);
      await user.selectOptions(jump, '6. Social Links');
      expect(stepHeading(/Social Links/)).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("shows a ring with 'n of 7' and the next step's name on mobile", () => {
    const restore = asPhone();
    try {
      renderWizard({ draft: readyDraft(), defaultStep: 3 });
      const progress = screen.getByRole('navigation', { name: 'Wizard progress' });
      expect(within(progress).getByText('3 of 7')).toBeInTheDocument();
      expect(within(progress).getByText('Next: Projects')).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('restored draft notice', () => {
  const server = { ...sampleDraft, bio: 'The bio the server has.' };

  it("says 'Restored your unsaved changes' and Undo puts the server copy back", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: { ...server, bio: 'A bio typed before the reload.' }, serverDraft: server, mode: 'edit' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Restored your unsaved changes');
    expect(screen.getByRole('textbox', { name: /Bio/ })).toHaveValue('A bio typed before the reload.');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bio/ })).toHaveValue('The bio the server has.');
    expect(controller.hasUnsavedChanges?.()).toBe(false);
  });

  it('keeps the restored edits when dismissed, and Next saves them', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: { ...server, bio: 'Kept.' }, serverDraft: server, mode: 'edit' });
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bio/ })).toHaveValue('Kept.');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Documents/ })).toBeInTheDocument();
    await waitFor(() => expect(controller.calls).toEqual(['saveUserDetails']));
  });

  it('goes after the first save, which also stores the restored edits', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: { ...server, bio: 'Kept.' }, serverDraft: server, mode: 'edit' });
    expect(screen.getByText('Restored your unsaved changes')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'x');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
    expect(controller.calls).toEqual(['saveUserDetails']);
    expect(controller.hasUnsavedChanges?.()).toBe(false);
  });

  it('says nothing when the draft equals the server copy', () => {
    renderWizard({ draft: server, mode: 'edit' });
    expect(screen.queryByText('Restored your unsaved changes')).not.toBeInTheDocument();
  });
});

describe('step 1: user details', () => {
  it("is prefilled from the signed-in user in create mode", () => {
    renderWizard();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Rivera');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ada');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada.rivera@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  });

  it('says next to the e-mail field that visitors of the published portfolio see it', () => {
    renderWizard();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Shown on your published portfolio unless you turn it off below; it can differ from the e-mail you sign in with.',
    );
  });

  it("disables Next and shows 'Please fill out all required fields marked with *' without a first name", async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.clear(screen.getByRole('textbox', { name: 'First name' }));
    await user.tab();
    expect(next()).toBeDisabled();
    expect(screen.getByText('Please fill out all required fields marked with *')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
  });

  it("shows 'Email is required' without an e-mail", async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();
    expect(next()).toBeDisabled();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('counts the bio and recommends 150 to 300 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Hello there');
    expect(screen.getByText('150 to 300 characters are recommended.')).toBeInTheDocument();
    expect(screen.getByText(/11 characters|11\//)).toBeInTheDocument();
  });

  it('says under the bio which formatting it takes', () => {
    renderWizard();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveAccessibleDescription(
      expect.stringContaining('Formatting: **bold**, *italic*, [link](https://…), and lines starting with - for a list.'),
    );
  });

  it('saves, shows an encouraging toast and moves to step 2', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard();
    await user.click(next());
    expect(await screen.findByText(encouragements.create[0]![0])).toBeInTheDocument();
    expect(stepHeading(/Documents/)).toHaveFocus();
    await waitFor(() => expect(controller.calls).toEqual(['saveUserDetails']));
  });

  it('saves a change shortly after typing stops, without Next, saying "Saving…" then "Saved"', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Hello');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Typing runs together into one save of the part.
    expect(controller.calls).toEqual(['saveUserDetails']);
    expect(controller.hasUnsavedChanges?.()).toBe(false);
    expect(stepHeading(/User Details/)).toBeInTheDocument();
  });

  it("says \"Oops! Something went wrong saving your information. Let's try again!\" when a save fails, and tries again", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard();
    controller.failNext('saveUserDetails');
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Hi');
    expect(await screen.findByText("Oops! Something went wrong saving your information. Let's try again!")).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(controller.calls).toEqual(['saveUserDetails', 'saveUserDetails']);
  });

  it("says \"Offline — will save when you're back\" when the connection is gone, and saves once it is back", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ autosaveDelayMs: 60_000 });
    controller.failNext('saveUserDetails', Object.assign(new Error('Could not reach the server.'), { code: 'network' }));
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Hi');
    await user.click(next());
    expect(await screen.findByText("Offline — will save when you're back")).toBeInTheDocument();
    // Said in the step beside its buttons too, not only in the header that has scrolled away.
    const note = screen.getByText(/The connection is down/);
    expect(note).toHaveTextContent(
      "The connection is down. Your changes are kept in this browser and saved when you're back online.",
    );
    expect(note.closest('section')).toContainElement(next());
    expect(note.compareDocumentPosition(next()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(controller.hasUnsavedChanges?.()).toBe(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByText(/The connection is down/)).not.toBeInTheDocument();
    expect(controller.getState().draft.bio).toBe('Hi');
    expect(controller.hasUnsavedChanges?.()).toBe(false);
  });

  it('says when another tab saved first and loads its newer copy on request', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, mode: 'edit' });
    controller.setServerCopy({ ...sampleDraft, bio: 'Written in the other tab.' });
    controller.failNext('saveUserDetails', Object.assign(new Error('API request failed: 412'), { status: 412 }));
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), '!');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(/changed in another tab or on another device/);
    await user.click(within(notice).getByRole('button', { name: 'Load the newer copy' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Written in the other tab.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('step 1: import from JSON Resume', () => {
  const resume = {
    basics: { name: 'Grace Hopper', email: 'grace@example.com', summary: 'Computer scientist.', profiles: [{ network: 'GitHub', username: 'grace' }] },
    education: [{ institution: 'Yale', studyType: 'PhD Mathematics', startDate: '1930', endDate: '1934' }],
    skills: [{ name: 'Technical skills', keywords: ['COBOL'] }],
  };

  it('fills the draft, says what was imported and autosaves it', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard();
    const file = new File([JSON.stringify(resume)], 'resume.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Import resume.json'), file);
    expect(await screen.findByText(/Imported: name, e-mail address, bio, 1 education entry, 1 technical skill, 1 social link/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    expect(screen.getByRole('textbox', { name: 'Bio' })).toHaveValue('Computer scientist.');
    expect(controller.getState().draft.education[0]?.institution).toBe('Yale');
    expect(controller.getState().draft.socialLinks.github).toBe('https://github.com/grace');
    await waitFor(() => expect(controller.calls).toContain('saveUserDetails'));
  });

  it('rejects a file that is not JSON with a clear message and changes nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard();
    const before = structuredClone(controller.getState().draft);
    await user.upload(screen.getByLabelText('Import resume.json'), new File(['{ nope'], 'resume.json', { type: 'application/json' }));
    expect(await screen.findByText('This file is not valid JSON')).toBeInTheDocument();
    expect(controller.getState().draft).toEqual(before);
  });
});

describe('step 2: documents', () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  const atDocuments = (draft: PortfolioDraft = { ...emptyPortfolioDraft(), userDetails: { ...ada } }, mode: 'create' | 'edit' = 'create', uploadDelayMs = 0) =>
    renderWizard({ draft, mode, defaultStep: 2, uploadDelayMs });
  const picture = (type = 'image/png', size = 1024, bytes: BlobPart = pngSignature) => {
    const file = new File([bytes], 'me.png', { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  const chooser = () => screen.getByLabelText(/Choose a (new )?picture/);
  /** Chooses a picture and waits while the step reads its first bytes and shows it. */
  const choose = async (file = picture()) => {
    fireEvent.change(chooser(), { target: { files: [file] } });
    return screen.findByRole('img', { name: 'Preview of the selected profile picture' });
  };

  it("says 'Please select a profile picture before proceeding' without one", async () => {
    const user = userEvent.setup({ delay: null });
    atDocuments();
    await user.click(next());
    expect(await screen.findByText('Please select a profile picture before proceeding')).toBeInTheDocument();
    expect(stepHeading(/Documents/)).toBeInTheDocument();
  });

  it("says 'Please select an image file (JPEG, PNG)' for other files", async () => {
    atDocuments();
    fireEvent.change(chooser(), { target: { files: [picture('application/pdf')] } });
    expect(screen.getByText('Please select an image file (JPEG, PNG)')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("says 'Image size should be less than 5MB' at 5 MB", () => {
    atDocuments();
    fireEvent.change(chooser(), { target: { files: [picture('image/jpeg', 5 * 1024 * 1024)] } });
    expect(screen.getByText('Image size should be less than 5MB')).toBeInTheDocument();
  });

  it("refuses a text file named .png by its bytes, with 'Please select an image file (JPEG, PNG)' and no retry", async () => {
    const { controller } = atDocuments();
    fireEvent.change(chooser(), { target: { files: [picture('image/png', 1024, 'not a picture at all')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file (JPEG, PNG)');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload picture|Try upload again/ })).not.toBeInTheDocument();
    expect(controller.calls).toEqual([]);
  });

  it('shows a picture the server refuses as an error, offering no retry', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = atDocuments();
    const refusal = Object.assign(new Error('The file is not a picture we can read'), { status: 400 });
    controller.failNext('uploadProfilePicture', refusal);
    await choose();
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a picture we can read');
    expect(screen.queryByRole('button', { name: 'Try upload again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the selected profile picture' })).not.toBeInTheDocument();
  });

  it('previews the selection and cancels it, releasing the object URL', async () => {
    const user = userEvent.setup({ delay: null });
    atDocuments();
    expect(await choose()).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('shows upload progress rising 10% every 200 ms to 90%, then 100% when done', async () => {
    const { controller } = atDocuments(undefined, 'create', 1000);
    await choose();
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
      const bar = () => screen.getByRole('progressbar', { name: 'Uploading profile picture' });
      expect(bar()).toHaveAttribute('aria-valuenow', '0');
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(bar()).toHaveAttribute('aria-valuenow', '10');
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(bar()).toHaveAttribute('aria-valuenow', '40');
      await act(() => vi.advanceTimersByTimeAsync(199));
      expect(bar()).toHaveAttribute('aria-valuenow', '40');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(bar()).toHaveAttribute('aria-valuenow', '100');
      expect(screen.getByText('Profile picture uploaded.')).toBeInTheDocument();
      expect(controller.getState().draft.documents.profilePictureUrl).toBe('/media/uploads/me.png');
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits at 90% while a slow upload runs', async () => {
    atDocuments(undefined, 'create', 5000);
    await choose();
    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByRole('progressbar', { name: 'Uploading profile picture' })).toHaveAttribute('aria-valuenow', '90');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the selection and warns when the upload fails', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = atDocuments();
    controller.failNext('uploadProfilePicture');
    await choose();
    await user.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(
      await screen.findByText('Failed to upload profile picture. Your selection is saved but may need to be uploaded again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the selected profile picture' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try upload again' })).toBeInTheDocument();
  });

  it('uploads the selected picture on Next in create mode, then saves the documents', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = atDocuments();
    await choose();
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Education/ })).toBeInTheDocument();
    expect(controller.calls).toEqual(['uploadProfilePicture', 'saveDocuments']);
  });

  it('uploads a replacement picture on Next in edit mode too, then saves the documents', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = atDocuments(sampleDraft, 'edit', 0);
    expect(screen.getByRole('img', { name: 'Your current profile picture' })).toBeInTheDocument();
    await choose();
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Education/ })).toBeInTheDocument();
    expect(controller.calls).toEqual(['uploadProfilePicture', 'saveDocuments']);
  });

  it.each([
    ['https://drive.google.com/drive/folders/abc123?usp=sharing', 'Please enter a valid Google Drive shareable link'],
    ['https://drive.google.com/file/d/abc123/view', 'Make sure the link has "Anyone with the link" sharing permission'],
    ['drive.google.com/file/d/abc123', 'Please provide a valid Google Drive resume link'],
    ['not a link', 'Please enter a full link starting with https://, or upload a PDF'],
  ])('rejects the resume link %s with "%s"', async (link, message) => {
    const user = userEvent.setup({ delay: null });
    const { controller } = atDocuments(readyDraft());
    await user.type(screen.getByRole('textbox', { name: 'Resume link' }), link);
    await user.click(next());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Resume link' })).toHaveFocus();
    expect(controller.calls).toEqual([]);
  });

  it('trims a good resume link and clears the resume when emptied', async () => {
    const user = userEvent.setup({ delay: null });
    const link = 'https://drive.google.com/file/d/abc123/view?usp=sharing';
    const { controller } = atDocuments(readyDraft());
    const field = screen.getByRole('textbox', { name: 'Resume link' });
    await user.type(field, `  ${link}  `);
    await user.tab();
    expect(controller.getState().draft.documents.resumeUrl).toBe(link);
    expect(field).toHaveValue(link);
    await user.clear(field);
    await user.tab();
    expect(controller.getState().draft.documents.resumeUrl).toBe('');
  });
});
