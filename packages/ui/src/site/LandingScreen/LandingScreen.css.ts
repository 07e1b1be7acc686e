import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { breakpoints, mediaQueries, vars } from '../../theme/theme.css';

export const section = style({
  paddingBlock: vars.space.xxxl,
  scrollMarginTop: vars.layout.navHeight,
});

export const altSection = style([section, { background: vars.color.surface }]);

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  marginBottom: vars.space.xl,
});

export const sectionTitle = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const sectionLead = style({ color: vars.color.textMuted, maxWidth: '640px' });

export const hero = style({
  paddingBlock: vars.space.xxxl,
  background: `linear-gradient(180deg, ${vars.color.accentSurface}, ${vars.color.background})`,
});

export const heroInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
});

export const heroTitle = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  maxWidth: '900px',
});

export const heroLead = style({ fontSize: vars.font.size.lg, color: vars.color.textMuted, maxWidth: '680px' });

export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'center' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.accentSurface,
  color: vars.color.accent,
  fontSize: vars.font.size.xl,
});

export const cardTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const muted = style({ color: vars.color.textMuted });

export const mio = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.text,
  color: vars.color.textInverse,
});

export const steps = style([grid, { counterReset: 'step' }]);

/**
 * The spec's placeholders stand in for content a script brings in after a moment. Without
 * scripting nothing ever replaces them, so they step aside for the content in <noscript>.
 */
export const placeholder = style([grid, { '@media': { '(scripting: none)': { display: 'none' } } }]);

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.bold,
});

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

export const marquee = style({
  overflow: 'hidden',
  paddingBlock: vars.space.sm,
  maskImage: 'linear-gradient(90deg, transparent, black 8%, black 92%, transparent)',
});

export const track = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.md,
  width: 'max-content',
  animation: `${scroll} 30s linear infinite`,
  selectors: {
    [`${marquee}:hover &, ${marquee}:focus-within &`]: { animationPlayState: 'paused' },
    '&[data-direction="reverse"]': { animationDirection: 'reverse' },
  },
  '@media': {
    [mediaQueries.reducedMotion]: { animation: 'none', flexWrap: 'wrap', width: 'auto', justifyContent: 'center' },
  },
});

export const testimonial = style({
  width: '300px',
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

// The duplicated half exists only to make the loop seamless; without motion it is noise.
globalStyle(`${track} > [aria-hidden="true"]`, {
  '@media': { [mediaQueries.reducedMotion]: { display: 'none' } },
});

export const quote = style({ fontStyle: 'italic' });
export const person = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });
export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '1fr 1fr' } },
});

export const thumbnails = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

/** How wide a thumbnail is drawn (the grid above), so a phone's `srcset` choice is the 320 px file. */
export const thumbnailSizes = `(min-width: ${breakpoints.desktop}px) 20vw, (min-width: ${breakpoints.tablet}px) 33vw, 50vw`;

export const thumbnailCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover, &:focus-within': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
  },
  '@media': { [mediaQueries.reducedMotion]: { transition: 'none', transform: 'none' } },
});

export const thumbnailImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const thumbnailLink = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { boxShadow: vars.shadow.focus },
  },
});

/** Where the feedback form appears: as tall as the form, so nothing moves when it loads. */
export const feedbackSlot = style({ minHeight: '24rem' });
