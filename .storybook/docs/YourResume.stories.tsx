import { templateCatalogue } from '@showfolio/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ResumePlayground } from './ResumePlayground';
import { sampleResume, sampleResumeText } from './sampleResume';

const meta = {
  title: 'Playground/Your resume',
  component: ResumePlayground,
  parameters: { layout: 'padded' },
  args: { sample: sampleResumeText },
} satisfies Meta<typeof ResumePlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's resume, with letters beyond ASCII, to paste over the sample. */
const pasted = {
  ...sampleResume,
  basics: { ...sampleResume.basics, name: 'Zofia Wójcik', label: 'Type designer', email: 'zofia@example.com' },
  work: [{ name: 'Harbour Lights Studio', position: 'Lead type designer', startDate: '2019-01' }],
};

/** The field, emptied and given `text` the way a paste gives it (one input, no typing). */
async function paste(canvasElement: HTMLElement, text: string) {
  const field = within(canvasElement).getByRole('textbox', { name: 'JSON Resume' });
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** What the template inside a card's frame shows. */
const frameText = (stage: Element | null) => stage?.querySelector('iframe')?.contentDocument?.body?.textContent ?? '';

/** A frame of the browser, for the observers to see where the page has scrolled to. */
const nextFrame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/** Every template's frame shows `texts`: each card is scrolled to (it renders when near the screen). */
async function everyTemplateShows(canvasElement: HTMLElement, texts: readonly string[]) {
  const stages = [...canvasElement.querySelectorAll<HTMLElement>('[data-template]')];
  await expect(stages).toHaveLength(templateCatalogue().length);
  for (const stage of stages) {
    stage.scrollIntoView({ block: 'center' });
    await nextFrame();
  }
  await Promise.all(
    stages.map((stage) =>
      waitFor(
        () => {
          for (const text of texts) expect(frameText(stage), stage.dataset.template).toContain(text);
        },
        { timeout: 20_000 },
      ),
    ),
  );
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}

/** A pasted resume replaces the sample in all 15 templates. */
export const PasteYourResume: Story = {
  parameters: { visual: { viewports: ['desktop', 'mobile'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(templateCatalogue()).toHaveLength(15);
    await paste(canvasElement, JSON.stringify(pasted, null, 2));
    await userEvent.click(canvas.getByRole('button', { name: 'Show in every template' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Showing Zofia Wójcik: name, e-mail address, headline/);
    await everyTemplateShows(canvasElement, ['Wójcik', 'Harbour Lights Studio']);
  },
};

/** Text that is not a resume is refused with the import's message; the templates keep the last one. */
export const NotAResume: Story = {
  // Which frames have rendered when the picture is taken depends on timing; the play checks the states.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'JSON Resume' });
    const show = canvas.getByRole('button', { name: 'Show in every template' });

    await paste(canvasElement, '{ "basics": { "name": "Unclosed" ');
    await userEvent.click(show);
    await expect(field).toHaveAccessibleDescription(/This file is not valid JSON/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await paste(canvasElement, '["a list, not a resume"]');
    await userEvent.click(show);
    await expect(field).toHaveAccessibleDescription(/A JSON Resume must be a JSON object/);

    await paste(canvasElement, '{ "hobbies": ["chess"] }');
    await userEvent.click(show);
    await expect(field).toHaveAccessibleDescription(/No portfolio details were found in this resume/);

    await paste(canvasElement, '{ "basics": { "name": 42 } }');
    await userEvent.click(show);
    await expect(field).toHaveAccessibleDescription(/Invalid JSON Resume: basics\.name/);

    await expect(canvas.getByRole('status')).toHaveTextContent(/^Showing Grace Okafor:/);
    await waitFor(() => expect(frameText(canvasElement.querySelector('[data-template]'))).toContain('Okafor'), {
      timeout: 15_000,
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Back to the sample' }));
    await expect(field).toHaveValue(sampleResumeText);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * Whether the page in a card's frame is out of the tab order: an inert container takes its whole
 * document out for Tab in Chromium (user-event's Tab does not enter frames, so the attribute is read).
 */
const skippedByTab = (frame: HTMLIFrameElement) => frame.closest('[inert]') !== null;

/**
 * By keyboard: Tab passes over a thumbnail to the next card (its page is a picture); Full size makes
 * the page inside usable, and pressed again gives the thumbnail back.
 */
export const FullSizeByKeyboard: Story = {
  // The other frames render as they come near the screen; the picture would depend on timing.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const minimal = canvas.getByRole('button', { name: 'Full size (Minimal)' });
    canvas.getByRole('button', { name: 'Full size (Creative)' }).focus();
    await userEvent.tab();
    await expect(minimal).toHaveFocus();
    const frame = await canvas.findByTitle<HTMLIFrameElement>('Grace Okafor with the Minimal template', {}, { timeout: 15_000 });
    await waitFor(() => expect(frameText(frame.parentElement)).toContain('Okafor'), { timeout: 15_000 });
    await expect(skippedByTab(frame)).toBe(true);
    // A thumbnail lays the page out at a desktop's width; full size at the card's own.
    await expect(frame.contentWindow?.innerWidth).toBe(1280);

    await userEvent.keyboard('{Enter}');
    await expect(minimal).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(frame.contentWindow?.innerWidth).toBe(frame.parentElement?.clientWidth));
    await expect(skippedByTab(frame)).toBe(false);

    minimal.focus();
    await userEvent.keyboard(' ');
    await expect(minimal).toHaveAttribute('aria-pressed', 'false');
    await expect(skippedByTab(frame)).toBe(true);
  },
};
