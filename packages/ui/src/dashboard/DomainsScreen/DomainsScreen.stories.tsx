import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { domainMessages, type CustomDomain, type CustomDomainStatus } from '@showfolio/portfolio-schema';
import { DomainsScreen, type DomainsScreenProps } from './DomainsScreen';

const checkedAt = '2026-06-15T09:58:00Z';
const reasons: Record<CustomDomainStatus, string | null> = {
  pending: 'No TXT record _showfolio-challenge.ada.dev was found yet. DNS changes can take up to a few hours to appear.',
  verified: 'ada.dev does not point to Showfolio yet. Create a CNAME record to ada.showfolio.example.',
  routing: null,
  needs_attention:
    'The TXT record that proves this domain is yours is gone, so the domain is not served. No TXT record _showfolio-challenge.ada.dev was found yet. DNS changes can take up to a few hours to appear.',
  failed: 'No TXT record _showfolio-challenge.ada.dev with the token was found within 72 hours. Check the record at your registrar, then press Check now.',
};

/** The host part the server gives each record, for these two-label registered domains (ada.dev). */
const hostOf = (recordName: string) => recordName.split('.').slice(0, -2).join('.') || '@';

function domainIn(status: CustomDomainStatus, name = 'ada.dev', index = 1): CustomDomain {
  const challenge = `_showfolio-challenge.${name}`;
  return {
    id: `9b1c2d3e-0000-4000-8000-00000000000${index}`,
    domain: name,
    status,
    isPrimary: index === 1,
    reason: reasons[status],
    lastCheckedAt: checkedAt,
    nextCheckAt: null,
    verifiedAt: status === 'pending' || status === 'failed' ? null : checkedAt,
    createdAt: '2026-06-14T10:00:00Z',
    records: [
      { type: 'TXT', name: challenge, host: hostOf(challenge), value: 'showfolio-Qm9vS2VlcGVyLXRva2VuLXZhbHVl', purpose: 'verify' },
      { type: 'CNAME', name, host: hostOf(name), value: 'ada.showfolio.example', purpose: 'route' },
    ],
  };
}

type Props = DomainsScreenProps;

const meta = {
  title: 'Dashboard/DomainsScreen',
  component: DomainsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  args: {
    domains: [domainIn('routing')],
    loadError: null,
    onRetry: fn(),
    publicDomain: 'showfolio.example',
    publishedSubdomain: 'ada',
    onAdd: fn(async () => undefined) as Props['onAdd'],
    onCheck: fn(async () => undefined) as Props['onCheck'],
    onSetPrimary: fn(async () => undefined) as Props['onSetPrimary'],
    onRemove: fn(async () => undefined) as Props['onRemove'],
    copyText: fn(async () => undefined) as NonNullable<Props['copyText']>,
    locale: 'en-GB',
  },
} satisfies Meta<typeof DomainsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  args: { domains: [domainIn('pending')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pending')).toBeVisible();
    // The host part registrars ask for, with the full name beside it for those that want that.
    await expect(canvas.getByText('_showfolio-challenge', { selector: 'code' })).toBeVisible();
    await expect(canvas.getByText('_showfolio-challenge.ada.dev', { selector: 'code' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy TXT record name' }));
    await expect(args.copyText).toHaveBeenCalledWith('_showfolio-challenge');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy TXT record full name' }));
    await expect(args.copyText).toHaveBeenCalledWith('_showfolio-challenge.ada.dev');
    await expect(canvas.getByText(/@ stands for the domain itself/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy TXT record value' }));
    await expect(args.copyText).toHaveBeenCalledWith('showfolio-Qm9vS2VlcGVyLXRva2VuLXZhbHVl');
    await expect(await canvas.findByText('Copied TXT record value')).toBeInTheDocument();
  },
};

export const Verified: Story = { args: { domains: [domainIn('verified')] } };

export const Routing: Story = {
  args: { domains: [domainIn('routing'), domainIn('pending', 'www.ada.dev', 2)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live')).toBeVisible();
    const www = within(canvas.getByRole('region', { name: 'DNS records for www.ada.dev' }));
    await expect(www.getByText('_showfolio-challenge.www', { selector: 'code' })).toBeVisible();
    await expect(www.getByText('www', { selector: 'code' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make primary' }));
    await expect(args.onSetPrimary).toHaveBeenCalledWith('9b1c2d3e-0000-4000-8000-000000000002');
  },
};

export const NeedsAttention: Story = {
  args: { domains: [domainIn('needs_attention')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A domain needs attention')).toBeVisible();
  },
};

export const Failed: Story = { args: { domains: [domainIn('failed')] } };

export const Empty: Story = { args: { domains: [] } };

export const Loading: Story = { args: { domains: undefined } };

export const LoadError: Story = { args: { domains: undefined, loadError: { message: 'The server could not be reached.' } } };

export const NotPublished: Story = { args: { domains: [], publishedSubdomain: null } };

export const AtTheLimit: Story = {
  args: { domains: [domainIn('routing'), domainIn('verified', 'www.ada.dev', 2), domainIn('pending', 'me.ada.dev', 3)] },
};

/** The form uses the schema's rule, so a bad name is refused before any request. */
export const InvalidDomain: Story = {
  args: { domains: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Domain'), 'https://ada.dev/work{enter}');
    await expect(await canvas.findByText(domainMessages.addressOnly)).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** An address pasted from the browser's address bar is cleaned to its name, not refused. */
export const PastedAddress: Story = {
  args: { domains: [] },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Domain'), 'https://www.ada.dev/{enter}');
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledWith('www.ada.dev'));
    await expect(canvas.queryByText(domainMessages.addressOnly)).not.toBeInTheDocument();
  },
};

/** A refusal from the server shows under the field. */
export const TakenByAnotherAccount: Story = {
  args: {
    domains: [],
    onAdd: fn(async () => {
      throw new Error(domainMessages.takenByOther);
    }) as Props['onAdd'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Domain'), 'ada.dev{enter}');
    await expect(await canvas.findByText(domainMessages.takenByOther)).toBeVisible();
  },
};

/** Everything by keyboard: add, check, and remove with the confirmation. */
export const KeyboardFlow: Story = {
  render: function Render(args) {
    const [domains, setDomains] = useState<CustomDomain[]>([]);
    return (
      <DomainsScreen
        {...args}
        domains={domains}
        onAdd={async (domain) => setDomains((list) => [...list, { ...domainIn('pending', domain, list.length + 1) }])}
        onCheck={async (id) => setDomains((list) => list.map((d) => (d.id === id ? { ...d, status: 'verified', reason: reasons.verified } : d)))}
        onRemove={async (id) => setDomains((list) => list.filter((d) => d.id !== id))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByLabelText('Domain'));
    await userEvent.keyboard('me.ada.dev{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'me.ada.dev' })).toBeVisible();
    canvas.getByRole('button', { name: 'Check now' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Verified')).toBeVisible();
    canvas.getByRole('button', { name: 'Remove' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Remove me.ada.dev?' });
    within(dialog).getByRole('button', { name: 'Remove domain' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'me.ada.dev' })).not.toBeInTheDocument());
    await expect(canvas.getByText('No domain connected yet.')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { domains: [domainIn('verified')] },
  globals: { viewport: { value: 'mobile' } },
};
