import { emptyPortfolioDraft, type PortfolioDraft } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encouragements } from './encouragements';
import { ada, renderWizard } from './testing';

const stepHeading = (name: RegExp | string) => screen.getByRole('heading', { level: 2, name });
const next = () => screen.getByRole('button', { name: /^(Next|Submit Portfolio)$/ });

function readyDraft(): PortfolioDraft {
  return {
    ...emptyPortfolioDraft(),
    userDetails: { ...ada },
    documents: { profilePictureUrl: '/media/ada.webp', resumeUrl: '' },
    education: [{ degree: 'BSc', institution: 'Uni', startDate: '', endDate: '', description: '' }],
    skills: { id: '', tech: ['TypeScript'], soft: [] },
  };
}

describe('step 3: education and skills', () => {
  it("says 'Please add at least one education entry and select technical skills' without education", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: { ...readyDraft(), education: [] }, defaultStep: 3 });
    await user.click(next());
    expect(await screen.findByText('Please add at least one education entry and select technical skills')).toBeInTheDocument();
    expect(controller.calls).toEqual([]);
  });

  it("says 'Please add at least one technical skill' without technical skills", async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard({ draft: { ...readyDraft(), skills: { id: '', tech: [], soft: ['Teamwork'] } }, defaultStep: 3 });
    await user.click(next());
    expect(await screen.findByText('Please add at least one technical skill')).toBeInTheDocument();
    const tech = screen.getByRole('combobox', { name: 'Technical skills' });
    expect(tech).toHaveAttribute('aria-invalid', 'true');
    expect(tech).toHaveAccessibleDescription(expect.stringContaining('At least one technical skill is required'));
  });

  it('needs a degree and an institution to add an entry', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: { ...readyDraft(), education: [] }, defaultStep: 3 });
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    expect(screen.getByText('Degree is required')).toBeInTheDocument();
    expect(screen.getByText('Institution is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Degree' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Degree' }), 'MSc Physics');
    await user.type(screen.getByRole('textbox', { name: 'Institution' }), 'ETH Zurich');
    // Dates are months, typed as people write them (issue 34).
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), 'Sept 2019');
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    const list = screen.getByRole('list', { name: 'Your education' });
    expect(within(list).getByText('MSc Physics')).toBeInTheDocument();
    expect(within(list).getByText('September 2019 – Present')).toBeInTheDocument();
    expect(controller.getState().draft.education).toEqual([
      { degree: 'MSc Physics', institution: 'ETH Zurich', startDate: '2019-09', endDate: '', description: '' },
    ]);
  });

  it('edits and removes entries', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 3 });
    await user.click(screen.getByRole('button', { name: 'Edit BSc' }));
    await user.clear(screen.getByRole('textbox', { name: 'Degree' }));
    await user.type(screen.getByRole('textbox', { name: 'Degree' }), 'BSc Maths');
    await user.click(screen.getByRole('button', { name: 'Update education' }));
    expect(controller.getState().draft.education[0]?.degree).toBe('BSc Maths');
    await user.click(screen.getByRole('button', { name: 'Remove BSc Maths' }));
    expect(controller.getState().draft.education).toEqual([]);
  });

  it('adds trimmed skills, ignores duplicates and saves education then skills', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 3 });
    const tech = screen.getByRole('combobox', { name: 'Technical skills' });
    await user.type(tech, '  Rust  {Enter}');
    await user.type(tech, 'typescript{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'Soft skills' }), 'lead');
    await user.click(screen.getByRole('option', { name: 'Leadership' }));
    expect(controller.getState().draft.skills).toMatchObject({ tech: ['TypeScript', 'Rust'], soft: ['Leadership'] });
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Projects/ })).toBeInTheDocument();
    await waitFor(() => expect(controller.calls).toEqual(expect.arrayContaining(['saveEducation', 'saveSkills'])));
    await waitFor(() => expect(controller.hasUnsavedChanges?.()).toBe(false));
  });

  it("says 'Failed to save skills. Please try again.' in a toast and a banner when a new skills record fails", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 3 });
    controller.failNext('saveSkills');
    await user.click(next());
    await waitFor(() => expect(screen.getAllByText('Failed to save skills. Please try again.')).toHaveLength(2));
  });

  it("says 'Failed to update skills. Please try again.' when an existing record fails", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: { ...readyDraft(), skills: { id: 'skills-1', tech: ['Go'], soft: [] } }, defaultStep: 3 });
    controller.failNext('saveSkills');
    await user.click(next());
    await waitFor(() => expect(screen.getAllByText('Failed to update skills. Please try again.')).toHaveLength(2));
  });
});

describe('step 4: projects', () => {
  it('needs a name and a description and takes URL inputs and a tech stack', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 4 });
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    expect(screen.getByText('Project name is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'GitHub URL' })).toHaveAttribute('type', 'url');
    expect(screen.getByRole('textbox', { name: 'Live URL' })).toHaveAttribute('type', 'url');
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Atlas');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Maps for everyone.');
    await user.type(screen.getByRole('textbox', { name: 'GitHub URL' }), 'javascript:alert(1)');
    await user.type(screen.getByRole('combobox', { name: 'Tech stack' }), 'Reac');
    await user.click(screen.getByRole('option', { name: 'React' }));
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    expect(screen.getByText('Enter a full web address, e.g. https://example.com')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'GitHub URL' }));
    await user.type(screen.getByRole('textbox', { name: 'GitHub URL' }), 'https://github.com/ada/atlas');
    await user.click(screen.getByRole('button', { name: 'Add project' }));
    expect(controller.getState().draft.projects.projects).toEqual([
      {
        projectName: 'Atlas',
        description: 'Maps for everyone.',
        githubUrl: 'https://github.com/ada/atlas',
        deployedUrl: '',
        techStack: ['React'],
        year: '',
        role: '',
        links: [],
        images: [],
      },
    ]);
  });

  it("says 'Failed to save projects. Please try again.' when the save fails", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, defaultStep: 4 });
    controller.failNext('saveProjects');
    await user.click(next());
    expect(await screen.findByText('Failed to save projects. Please try again.')).toBeInTheDocument();
  });

  it("says 'No changes detected in projects' in edit mode and moves on without saving", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, mode: 'edit', defaultStep: 4 });
    await user.click(next());
    expect(await screen.findByText('No changes detected in projects')).toBeInTheDocument();
    expect(stepHeading(/Experience/)).toBeInTheDocument();
    expect(controller.calls).toEqual([]);
  });

  it("says 'No changes detected in projects' for an empty, untouched list too", async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard({ draft: readyDraft(), mode: 'edit', defaultStep: 4 });
    await user.click(next());
    expect(await screen.findByText('No changes detected in projects')).toBeInTheDocument();
  });

  it('saves a change in edit mode with an edit-mode toast', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, mode: 'edit', defaultStep: 4 });
    const first = within(screen.getByRole('list', { name: 'Your projects' })).getAllByRole('button', { name: /^Remove/ })[0]!;
    await user.click(first);
    await user.click(next());
    expect(await screen.findByText(encouragements.edit[3]![0])).toBeInTheDocument();
    expect(controller.calls).toEqual(['saveProjects']);
  });

  it('saves a change on its own, also when the user goes Back at once', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, mode: 'edit', defaultStep: 4 });
    const first = within(screen.getByRole('list', { name: 'Your projects' })).getAllByRole('button', { name: /^Remove/ })[0]!;
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading(/Education/)).toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(controller.calls).toEqual(['saveProjects']);
    expect(controller.hasUnsavedChanges?.()).toBe(false);
  });
});

describe('descriptions', () => {
  it.each([3, 4, 5])('say on step %i which formatting they take', (step) => {
    renderWizard({ draft: readyDraft(), defaultStep: step });
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      expect.stringContaining('Formatting: **bold**, *italic*, [link](https://…), and lines starting with - for a list.'),
    );
  });
});

describe('an entry typed but not added', () => {
  const typeProject = async (user: ReturnType<typeof userEvent.setup>, name: string, description: string) => {
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), name);
    if (description) await user.type(screen.getByRole('textbox', { name: 'Description' }), description);
  };

  it('is added and saved with the step when Next is pressed, never "No changes detected"', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), mode: 'edit', defaultStep: 4 });
    await typeProject(user, 'Atlas', 'Maps for everyone.');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Experience/ })).toBeInTheDocument();
    expect(screen.queryByText('No changes detected in projects')).not.toBeInTheDocument();
    expect(await screen.findByText(encouragements.edit[3]![0])).toBeInTheDocument();
    expect(controller.calls).toEqual(['saveProjects']);
    expect(controller.getState().draft.projects.projects.map((project) => project.projectName)).toEqual(['Atlas']);
  });

  it('stops Next with the field errors when it is not valid', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), mode: 'edit', defaultStep: 4 });
    await typeProject(user, 'Atlas', '');
    await user.click(next());
    expect(await screen.findByText('Description is required')).toBeInTheDocument();
    expect(stepHeading(/Projects/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus();
    expect(screen.queryByText('No changes detected in projects')).not.toBeInTheDocument();
    expect(controller.calls).toEqual([]);
  });

  it('is added when Back is pressed, and an invalid one stops Back', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 5 });
    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Your role is required')).toBeInTheDocument();
    expect(stepHeading(/Experience/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Your Role/ }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Projects/ })).toBeInTheDocument();
    expect(controller.getState().draft.experiences.experiences).toMatchObject([{ companyName: 'Initech', jobRole: 'Engineer' }]);
  });

  it('on step 3 is added with the step, an education typed into the form counts', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: { ...readyDraft(), education: [] }, defaultStep: 3 });
    await user.type(screen.getByRole('textbox', { name: 'Degree' }), 'MSc Physics');
    await user.type(screen.getByRole('textbox', { name: 'Institution' }), 'ETH Zurich');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Projects/ })).toBeInTheDocument();
    expect(controller.getState().draft.education).toMatchObject([{ degree: 'MSc Physics', institution: 'ETH Zurich' }]);
    expect(controller.calls).toContain('saveEducation');
  });
});

describe('step 5: experience', () => {
  it("requires 'Company Name*' and 'Your Role*'; an empty end date is a current position", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 5 });
    expect(screen.getByText('Company Name').parentElement).toHaveTextContent('Company Name*');
    expect(screen.getByText('Your Role').parentElement).toHaveTextContent('Your Role*');
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Your role is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Northwind');
    await user.type(screen.getByRole('textbox', { name: 'Your Role' }), 'Engineer');
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '01/2022');
    const tech = screen.getByRole('combobox', { name: 'Technologies used' });
    await user.type(tech, 'postgre');
    await user.click(screen.getByRole('option', { name: 'PostgreSQL' }));
    await user.type(tech, 'postgre');
    expect(screen.queryByRole('option', { name: 'PostgreSQL' })).not.toBeInTheDocument();
    await user.clear(tech);
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    const list = screen.getByRole('list', { name: 'Your experience' });
    expect(within(list).getByText('Engineer at Northwind')).toBeInTheDocument();
    expect(within(list).getByText('January 2022 – Present')).toBeInTheDocument();
    expect(controller.getState().draft.experiences.experiences[0]).toMatchObject({ endDate: '', technologyUsed: ['PostgreSQL'] });
  });

  it('offers about 80 technologies', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard({ draft: readyDraft(), defaultStep: 5 });
    await user.type(screen.getByRole('combobox', { name: 'Technologies used' }), 'script');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['JavaScript', 'TypeScript', 'Add "script"']);
  });

  it("says 'Failed to save experience. Please try again.' when the save fails", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, defaultStep: 5 });
    controller.failNext('saveExperiences');
    await user.click(next());
    expect(await screen.findByText('Failed to save experience. Please try again.')).toBeInTheDocument();
  });

  it("says 'No changes detected in experiences' in edit mode and moves on", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, mode: 'edit', defaultStep: 5 });
    await user.click(next());
    expect(await screen.findByText('No changes detected in experiences')).toBeInTheDocument();
    expect(stepHeading(/Social Links/)).toBeInTheDocument();
    expect(controller.calls).toEqual([]);
  });
});

describe('dates and server messages', () => {
  it('checks dates where they are typed: the format, and an end not before the start', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 5 });
    await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Initech');
    await user.type(screen.getByRole('textbox', { name: /Your Role/ }), 'Engineer');
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await user.type(start, 'last summer');
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(expect.stringContaining('Enter the start date as a month and year, like May 2021 or 2021-05'));
    expect(controller.getState().draft.experiences.experiences).toEqual([]);

    // Issue 34: "2019-13" was taken as the year 2019; now the month is named and nothing is added.
    await user.clear(start);
    await user.type(start, '2019-13');
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(start).toHaveAccessibleDescription(expect.stringContaining('There is no month 13: months run from 1 to 12'));
    expect(controller.getState().draft.experiences.experiences).toEqual([]);

    await user.clear(start);
    await user.type(start, 'September 2021');
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '01/2020');
    await user.click(next());
    expect(stepHeading(/Experience/)).toBeInTheDocument();
    // Only the end date is at fault, and the user is taken there.
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveAccessibleDescription(
      expect.stringContaining('The end date cannot be before the start date'),
    );
    expect(screen.getByRole('textbox', { name: 'End date' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Start date' })).not.toHaveAttribute('aria-invalid');
    expect(controller.getState().draft.experiences.experiences).toEqual([]);
    expect(controller.calls).toEqual([]);
  });

  it('shows the message of a server that refused the data verbatim instead of the generic one', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, defaultStep: 5 });
    const refusal = Object.assign(new Error('Start date must be a date like 2024-05-31'), { status: 400 });
    controller.failNext('saveExperiences', refusal);
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Start date must be a date like 2024-05-31');
    expect(screen.queryByText('Failed to save experience. Please try again.')).not.toBeInTheDocument();
  });

  it('keeps the generic message when the server itself failed', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, defaultStep: 5 });
    controller.failNext('saveExperiences', Object.assign(new Error('Internal Server Error'), { status: 500 }));
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save experience. Please try again.');
  });
});

describe('step 6: social links', () => {
  it('accepts a full link or a bare username, normalises both and drops empty ones', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 6 });
    await user.type(screen.getByRole('textbox', { name: 'GitHub' }), 'ada');
    expect(screen.getByText('Saved as https://github.com/ada')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'LinkedIn' }), 'https://linkedin.com/in/ada-r/?trk=x');
    await user.type(screen.getByRole('textbox', { name: 'X' }), '   ');
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Preview/ })).toBeInTheDocument();
    expect(controller.getState().draft.socialLinks).toEqual({
      linkedin: 'https://www.linkedin.com/in/ada-r',
      github: 'https://github.com/ada',
      twitter: '',
      instagram: '',
      facebook: '',
    });
    // A new portfolio also stores its (still empty) link list and sections with this step. On a slow
    // machine the typing outlasts autosave's second and the links are saved once more on the way.
    expect([...new Set(controller.calls)]).toEqual(['saveSocialLinks', 'saveSections']);
  });

  it('saves a link added under "More links" with the sections, and only that in edit mode', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, mode: 'edit', defaultStep: 6 });
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'https://www.behance.net/ada{Enter}');
    expect(within(screen.getByRole('list', { name: 'Your links' })).getByText('Behance')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByRole('heading', { level: 2, name: /Preview/ })).toBeInTheDocument();
    expect(controller.calls).toEqual(['saveSections']);
    expect(controller.getState().draft.links.at(-1)).toEqual({ url: 'https://www.behance.net/ada', label: '' });
  });

  it("says 'Failed to save social links. Please try again.' when the save fails", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: readyDraft(), defaultStep: 6 });
    controller.failNext('saveSocialLinks');
    await user.click(next());
    expect(await screen.findByText('Failed to save social links. Please try again.')).toBeInTheDocument();
  });
});

// jsdom leaves the visually hidden part of a switch's label ("Show <Education>") out of its name;
// the story tests check the full name in Chromium. Here the switch is found in its section's row.
const switchOf = (title: string) =>
  within(screen.getByText(title, { selector: 'p' }).closest('li')!).getByRole('switch');

describe('step 7: the sections of the page', () => {
  it('hides Education without deleting it, and shows it again', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, mode: 'edit', defaultStep: 7 });
    await user.click(switchOf('Education'));
    expect(controller.getState().draft.sections.hiddenSections).toContain('education');
    expect(controller.getState().draft.education).toEqual(sampleDraft.education);
    expect(switchOf('Education')).not.toBeChecked();
    await user.click(switchOf('Education'));
    expect(controller.getState().draft.sections.hiddenSections).not.toContain('education');
  });

  it('adds a language through "Add a section", with its fluency', async () => {
    const user = userEvent.setup({ delay: null });
    const draft = { ...sampleDraft, sections: { ...sampleDraft.sections, languages: [] } };
    const { controller } = renderWizard({ draft, mode: 'edit', defaultStep: 7 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Languages');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(screen.getByRole('textbox', { name: 'Language' })).toHaveAccessibleDescription('Language is required');
    await user.type(screen.getByRole('textbox', { name: 'Language' }), 'Portuguese');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fluency' }), 'Native speaker');
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    expect(controller.getState().draft.sections.languages).toEqual([{ language: 'Portuguese', fluency: 'Native speaker' }]);
    expect(switchOf('Languages')).toBeChecked();
  });

  it('sends the spec\'s sections to their own step to edit them', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard({ draft: sampleDraft, mode: 'edit', defaultStep: 7 });
    await user.click(screen.getByRole('button', { name: 'Edit Projects' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Projects/ })).toBeInTheDocument();
  });
});

describe('step 7: preview and submit', () => {
  it('reads experience and project fields under either spelling', () => {
    const draft = {
      ...readyDraft(),
      projects: { id: '', projects: [{ name: 'Alias project', description: 'd', gitUrl: 'https://github.com/a/b', deployedUrl: '', skills: ['Go'] }] },
      experiences: { id: '', experiences: [{ name: 'Alias Co', role: 'Alias role', description: '', startDate: '2020-01-01', endDate: '', skills: ['Rust'] }] },
    } as unknown as PortfolioDraft;
    renderWizard({ draft, defaultStep: 7 });
    expect(screen.getByText('Alias project')).toBeInTheDocument();
    expect(screen.getByText('Code: https://github.com/a/b')).toBeInTheDocument();
    expect(screen.getByText('Alias role at Alias Co')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Technologies at Alias Co' })).getByText('Rust')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Technologies of Alias project' })).getByText('Go')).toBeInTheDocument();
  });

  it("shows 'Submitting...' then the congratulation view with 'Submitted!' and Browse Templates", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, defaultStep: 7 });
    let release: (ok: boolean) => void = () => undefined;
    controller.saveWhole = () => new Promise<boolean>((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Submit Portfolio' }));
    // The submit starts after the step's guards have answered (promises), not within the click.
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release(true);
    expect(await screen.findByText('Submitted!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Congratulations! Your portfolio is ready.' })).toHaveFocus();
    expect(screen.getByText('Go to Design & Templates.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Templates' })).toHaveAttribute('href', '/templates');
  });

  it("stays and says 'Oops! Something went wrong. Please try again.' when the submit fails", async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, defaultStep: 7 });
    controller.failNext('saveWhole');
    await user.click(screen.getByRole('button', { name: 'Submit Portfolio' }));
    expect(await screen.findByText('Oops! Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Portfolio' })).toBeEnabled();
  });

  it('counts a falsy submit result as a failure', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, defaultStep: 7 });
    controller.saveWhole = () => Promise.resolve(false);
    await user.click(screen.getByRole('button', { name: 'Submit Portfolio' }));
    expect(await screen.findByText('Oops! Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it("formats the bio's and descriptions' Markdown as the page does, and keeps following clicks", async () => {
    const user = userEvent.setup({ delay: null });
    const draft = {
      ...sampleDraft,
      bio: 'I build **fast** tools.\n\n- first point\n- second point',
      experiences: { ...sampleDraft.experiences, experiences: [{ ...sampleDraft.experiences.experiences[0]!, description: 'Led *the* migration.' }] },
    };
    const { controller } = renderWizard({ draft, mode: 'edit', defaultStep: 7 });
    const userDetails = screen.getByRole('region', { name: 'User details' });
    // The renderer is a chunk of its own: the text as typed shows until it is here.
    expect(await within(userDetails).findByText('fast', { selector: 'strong' })).toBeInTheDocument();
    expect(within(userDetails).getByText('second point', { selector: 'li' })).toBeInTheDocument();
    expect(within(userDetails).queryByText(/\*\*fast\*\*/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Experience' })).getByText('the', { selector: 'em' })).toBeInTheDocument();
    // The step did not suspend: its switches still follow clicks (an earlier React.lazy version stopped).
    await user.click(switchOf('Education'));
    expect(controller.getState().draft.sections.hiddenSections).toContain('education');
    expect(switchOf('Education')).not.toBeChecked();
  });

  it('jumps back to a section from its Edit button', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard({ draft: sampleDraft, defaultStep: 7 });
    await user.click(screen.getByRole('button', { name: 'Edit social links' }));
    expect(stepHeading(/Social Links/)).toBeInTheDocument();
  });
});

describe('wizard navigation', () => {
  it('disables Back on step 1 and goes back from later steps', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard({ draft: readyDraft(), defaultStep: 2 });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // Back runs the step's guards first, so the step changes a moment after the click.
    expect(await screen.findByRole('heading', { level: 2, name: /User Details/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('follows a controlled step', () => {
    const onStepChange = vi.fn();
    renderWizard({ draft: readyDraft(), step: 4, onStepChange });
    expect(stepHeading(/Projects/)).toBeInTheDocument();
  });

  it('Start over, below Back and Next, clears everything after confirmation and returns to step 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard({ draft: sampleDraft, defaultStep: 5 });
    const startOver = screen.getByRole('button', { name: 'Start over' });
    // Not between Back and Next, where it was pressed for one of them (issue 34).
    expect(screen.getByRole('button', { name: 'Back' }).parentElement).not.toContainElement(startOver);
    expect(next().compareDocumentPosition(startOver) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(startOver);
    const dialog = screen.getByRole('dialog', { name: 'Start over?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset everything' }));
    expect(stepHeading(/User Details/)).toBeInTheDocument();
    const draft = controller.getState().draft;
    expect(draft.education).toEqual([]);
    expect(draft.projects.projects).toEqual([]);
    expect(draft.bio).toBe('');
    // Create mode prefills the signed-in user again.
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });
});

describe('encouraging toasts', () => {
  it('has four different messages per mode for each of the seven steps', () => {
    for (const mode of ['create', 'edit'] as const) {
      expect(encouragements[mode]).toHaveLength(7);
      for (const messages of encouragements[mode]) expect(new Set(messages).size).toBe(4);
    }
    const all = [...encouragements.create.flat(), ...encouragements.edit.flat()];
    expect(new Set(all).size).toBe(56);
  });
});
