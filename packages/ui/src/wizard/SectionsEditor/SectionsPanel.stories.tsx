import { orderedSections, sectionHasContent, sectionTitle, type PortfolioData, type SectionKey } from '@showfolio/portfolio-schema';
import { samplePortfolio } from '@showfolio/portfolio-schema/samples';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../storyFixtures/projectImages';
import { pdfLinkSwitchLabel, SectionsPanel, type SectionsPanelProps } from './SectionsPanel';

const listed = (data: PortfolioData) => orderedSections(data).filter((key) => sectionHasContent(key, data));

/** The panel over its own copy of the data, as the wizard keeps it. */
function Stateful(props: SectionsPanelProps) {
  const [data, setData] = useState(props.data);
  const [keys, setKeys] = useState<SectionKey[]>([...props.keys]);
  return (
    <div style={{ maxWidth: 640 }}>
      <SectionsPanel
        {...props}
        data={data}
        keys={keys}
        onOrderChange={(order) => {
          setKeys(order);
          setData({ ...data, sectionOrder: order });
          props.onOrderChange(order);
        }}
        onVisibilityChange={(key, shown) => {
          const rest = data.hiddenSections.filter((item) => item !== key);
          setData({ ...data, hiddenSections: shown ? rest : [...rest, key] });
          props.onVisibilityChange(key, shown);
        }}
        onPdfLinkChange={
          props.onPdfLinkChange &&
          ((shown) => {
            setData({ ...data, showPdfLink: shown });
            props.onPdfLinkChange?.(shown);
          })
        }
      />
    </div>
  );
}

const meta = {
  title: 'Wizard/SectionsPanel',
  component: SectionsPanel,
  tags: ['autodocs'],
  args: {
    data: samplePortfolio,
    keys: listed(samplePortfolio),
    onOrderChange: fn(),
    onVisibilityChange: fn(),
    onEdit: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SectionsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Sections of your page' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

/** Every section with content, in the page's order, each with its switch and Edit. */
export const Sections: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(titles(canvasElement)).toEqual(args.keys.map((key) => sectionTitle(key, samplePortfolio)));
    await expect(titles(canvasElement)).toContain('Talks');
    await expect(within(canvasElement).getByRole('switch', { name: 'Show Education' })).toBeChecked();
  },
};
export const SectionsMobile: Story = { ...Sections, globals: mobile };

export const NoSections: Story = { args: { keys: [] } };

/** Hiding Education keeps it in the list, marked hidden; showing it again brings it back. */
export const HideEducation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Show Education' });
    await userEvent.click(toggle);
    await expect(args.onVisibilityChange).toHaveBeenLastCalledWith('education', false);
    await expect(toggle).not.toBeChecked();
    await expect(toggle.closest('li')).toHaveAttribute('data-state', 'hidden');
    await expect(within(toggle.closest('li')!).getByText('Hidden: kept, not shown')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(args.onVisibilityChange).toHaveBeenLastCalledWith('education', true);
  },
};
export const HideEducationMobile: Story = { ...HideEducation, globals: mobile };

/** By keyboard: the first section moves one place down. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const before = titles(canvasElement);
    const handle = within(canvasElement).getByRole('button', { name: `Reorder ${before[0]}` });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(titles(canvasElement)).toEqual([before[1], before[0], ...before.slice(2)]));
    await expect(args.onOrderChange).toHaveBeenCalledTimes(1);
  },
};
export const KeyboardReorderMobile: Story = { ...KeyboardReorder, globals: mobile };

/** Edit names its section. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Awards' }));
    await expect(args.onEdit).toHaveBeenCalledWith('awards');
  },
};

/** The published page's "Download PDF" link (issue 32): on by default, turned off and on again by switch. */
export const PdfLink: Story = {
  args: { onPdfLinkChange: fn() },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: pdfLinkSwitchLabel });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Visitors can download your résumé as a PDF from your contact links.');
    await userEvent.click(toggle);
    await expect(args.onPdfLinkChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onPdfLinkChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};
export const PdfLinkMobile: Story = { ...PdfLink, globals: mobile };
