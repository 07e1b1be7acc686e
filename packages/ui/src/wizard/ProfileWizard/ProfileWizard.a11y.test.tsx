import { emptyPortfolioDraft } from '@showfolio/portfolio-schema';
import { sampleDraft } from '@showfolio/portfolio-schema/samples';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../../test/setup-axe';
import { renderWizard } from './testing';

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('profile wizard accessibility', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('has no axe violations on step %i', async (step) => {
    const { container } = renderWizard({ draft: sampleDraft, mode: 'edit', defaultStep: step });
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with validation messages showing', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWizard({ draft: { ...emptyPortfolioDraft(), userDetails: { firstName: 'Ada', lastName: '', username: '', email: 'a@b.c' } }, defaultStep: 3 });
    await user.click(screen.getByRole('button', { name: 'Add education' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Please add at least one education entry and select technical skills');
    await expectNoAxeViolations(container);
  });

  it('has no axe violations on the congratulation view', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWizard({ draft: sampleDraft, defaultStep: 7 });
    await user.click(screen.getByRole('button', { name: 'Submit Portfolio' }));
    await screen.findByText('Submitted!');
    await expectNoAxeViolations(container);
  });
});

describe('profile wizard by keyboard only', () => {
  it('goes through all seven steps and submits without a pointer', async () => {
    const user = userEvent.setup({ delay: null });
    const { controller } = renderWizard();

    /** Presses Tab until the element with this role and name has focus. */
    const tabTo = async (role: 'button' | 'textbox' | 'combobox', name: string | RegExp) => {
      const target = screen.getByRole(role, { name });
      for (let presses = 0; presses < 80; presses += 1) {
        if (document.activeElement === target) return;
        await user.tab();
      }
      throw new Error(`Tab never reached ${role} ${String(name)}`);
    };
    const pressNext = async (label = 'Next') => {
      await tabTo('button', label);
      await user.keyboard('{Enter}');
    };

    // 1: the fields are prefilled from the signed-in user.
    await pressNext();
    await screen.findByRole('heading', { level: 2, name: /Documents/ });

    // 2: the file picker itself is the operating system's; Tab reaches it and the choice is simulated.
    for (let presses = 0; document.activeElement !== screen.getByLabelText(/Choose a picture/); presses += 1) {
      if (presses > 40) throw new Error('Tab never reached the picture input');
      await user.tab();
    }
    await user.upload(screen.getByLabelText(/Choose a picture/), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' }));
    await pressNext();
    await screen.findByRole('heading', { level: 2, name: /Education/ });

    // 3: an education entry and a technical skill from the suggestions.
    await tabTo('textbox', 'Degree');
    await user.keyboard('BSc Computer Science');
    await tabTo('textbox', 'Institution');
    await user.keyboard('University of Lisbon');
    await tabTo('button', 'Add education');
    await user.keyboard('{Enter}');
    await tabTo('combobox', 'Technical skills');
    await user.keyboard('types{ArrowDown}{Enter}');
    await pressNext();
    await screen.findByRole('heading', { level: 2, name: /Projects/ });

    // 4: a project with a tech stack.
    await tabTo('textbox', 'Project name');
    await user.keyboard('Atlas');
    await tabTo('textbox', 'Description');
    await user.keyboard('Maps for everyone.');
    await tabTo('combobox', 'Tech stack');
    await user.keyboard('react{ArrowDown}{Enter}');
    await tabTo('button', 'Add project');
    await user.keyboard('{Enter}');
    await pressNext();
    await screen.findByRole('heading', { level: 2, name: /Experience/ });

    // 5: an experience whose start month comes from the chooser: a year back, a month earlier.
    await tabTo('textbox', 'Company Name');
    await user.keyboard('Northwind');
    await tabTo('textbox', 'Your Role');
    await user.keyboard('Engineer');
    await tabTo('button', 'Choose Start date');
    await user.keyboard('{Enter}');
    await user.keyboard('{PageUp}{ArrowLeft}{Enter}');
    await tabTo('button', 'Add experience');
    await user.keyboard('{Enter}');
    await pressNext();
    await screen.findByRole('heading', { level: 2, name: /Social Links/ });

    // 6: a bare username.
    await tabTo('textbox', 'GitHub');
    await user.keyboard('ada');
    await pressNext();
    await screen.findByRole('heading', { level: 2, name: /Preview/ });

    // 7: submit.
    await pressNext('Submit Portfolio');
    expect(await screen.findByRole('heading', { name: 'Congratulations! Your portfolio is ready.' })).toHaveFocus();

    const draft = controller.getState().draft;
    expect(draft.education.map((entry) => entry.degree)).toEqual(['BSc Computer Science']);
    expect(draft.skills.tech).toEqual(['TypeScript']);
    expect(draft.projects.projects[0]).toMatchObject({ projectName: 'Atlas', techStack: ['React'] });
    expect(draft.experiences.experiences[0]).toMatchObject({ companyName: 'Northwind', jobRole: 'Engineer' });
    expect(draft.experiences.experiences[0]?.startDate).toMatch(/^\d{4}-\d{2}$/);
    expect(draft.socialLinks.github).toBe('https://github.com/ada');
    // Autosave stores parts while they are typed too; every part is stored, the picture before the
    // documents that hold it, and the submit comes last.
    const { calls } = controller;
    expect(calls.at(-1)).toBe('saveWhole');
    expect(calls.indexOf('saveDocuments')).toBeGreaterThan(calls.indexOf('uploadProfilePicture'));
    expect(new Set(calls)).toEqual(new Set([
      'saveUserDetails',
      'uploadProfilePicture',
      'saveDocuments',
      'saveEducation',
      'saveSkills',
      'saveProjects',
      'saveExperiences',
      'saveSocialLinks',
      'saveSections',
      'saveWhole',
    ]));
  });
});
