import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PortfolioData } from '@showfolio/portfolio-schema';
import type { SocialCardColors } from '@showfolio/templates';
import { createElement as h, type ReactNode } from 'react';

/** Open Graph's recommended size: what link previews on social sites and chat apps show. */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
/** Where a portfolio host answers its social image. */
export const SOCIAL_IMAGE_PATH = '/og.png';

const fallbackColors: SocialCardColors = {
  background: '#111827',
  foreground: '#ffffff',
  accent: '#a5b4fc',
};

// Inter (self-hosted from @fontsource) in the subsets that cover Latin, Greek, Cyrillic and
// Vietnamese names; satori turns the text into paths, so the PNG needs no font on the machine.
const subsets = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
];
type SatoriFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<SatoriFont[]> | undefined;
function loadFonts(): Promise<SatoriFont[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    subsets.flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        // One family per subset: satori keeps one font per (name, weight) and falls back between names.
        name: `Inter ${subset}`,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return fonts;
}

export interface SocialImageInput {
  data: PortfolioData;
  colors?: SocialCardColors;
  /** The profile picture's bytes (any format sharp reads), or null for the initials. */
  picture: Buffer | null;
  /** Where the portfolio lives, shown at the bottom: `ada.showfolio.localhost`. */
  host: string;
}

const clip = (text: string, max: number) => {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/** The person's name, what they do and where, their photo (or initials) and address on the template's colours. */
export async function renderSocialImage({
  data,
  colors = fallbackColors,
  picture,
  host,
}: SocialImageInput): Promise<Buffer> {
  const [{ default: satori }, { default: sharp }] = await Promise.all([
    import('satori'),
    import('sharp'),
  ]);
  const name = clip(
    [data.firstName, data.lastName].filter((part) => part.trim()).join(' ') || `@${data.username}`,
    40,
  );
  // What the person does: their headline in their own words, else their latest role.
  const latest = data.experience.find((job) => job.role.trim());
  const role = data.headline.trim()
    ? clip(data.headline, 60)
    : latest
      ? clip(`${latest.role}${latest.companyName.trim() ? ` at ${latest.companyName}` : ''}`, 60)
      : '';
  const location = clip(data.location, 50);
  const skills = clip(data.skills.tech.slice(0, 5).join(' · '), 70);
  const initials =
    [data.firstName, data.lastName]
      .map((part) => Array.from(part.trim())[0]?.toUpperCase() ?? '')
      .join('') || '@';

  let photo: ReactNode;
  const side = 280;
  if (picture) {
    const png = await sharp(picture).resize(side, side, { fit: 'cover' }).png().toBuffer();
    photo = h('img', {
      src: `data:image/png;base64,${png.toString('base64')}`,
      width: side,
      height: side,
      style: { borderRadius: side / 2, border: `8px solid ${colors.accent}` },
    });
  } else {
    photo = h(
      'div',
      {
        style: {
          width: side,
          height: side,
          borderRadius: side / 2,
          background: colors.accent,
          color: colors.background,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 110,
          fontWeight: 700,
        },
      },
      initials,
    );
  }

  const text = h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        flexShrink: 1,
        minWidth: 0,
        marginRight: 56,
      },
    },
    h(
      'div',
      {
        style: {
          fontSize: Array.from(name).length > 22 ? 56 : 72,
          fontWeight: 700,
          lineHeight: 1.1,
        },
      },
      name,
    ),
    role ? h('div', { style: { fontSize: 36, marginTop: 20, color: colors.accent } }, role) : null,
    location ? h('div', { style: { fontSize: 28, marginTop: 12 } }, location) : null,
    skills ? h('div', { style: { fontSize: 28, marginTop: 20, opacity: 0.85 } }, skills) : null,
    h('div', { style: { fontSize: 26, marginTop: 44, opacity: 0.75 } }, clip(host, 60)),
  );
  const card = h(
    'div',
    {
      style: {
        width: SOCIAL_IMAGE_WIDTH,
        height: SOCIAL_IMAGE_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        boxSizing: 'border-box',
        paddingLeft: 80,
        paddingRight: 80,
        background: colors.background,
        color: colors.foreground,
        fontFamily: subsets.map((subset) => `'Inter ${subset}'`).join(', '),
        borderBottom: `16px solid ${colors.accent}`,
      },
    },
    text,
    h('div', { style: { display: 'flex', flexShrink: 0 } }, photo),
  );
  const svg = await satori(card, {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: await loadFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
