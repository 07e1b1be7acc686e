import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minHeight: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const switcher = style({ minWidth: '12rem' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

// The open Design panel shares the pane with the preview: it scrolls on its own rather than
// push the preview out of the pane (or, on a phone, out of the full-screen preview).
export const designSlot = style({
  flex: '0 1 auto',
  minHeight: 'min(14rem, 30vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const stage = style({
  position: 'relative',
  flex: '1 1 auto',
  // A phone's full-screen preview keeps room for the toolbar and an open Design panel.
  minHeight: 'min(24rem, 45vh)',
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // Scrolls sideways only when zoomed in past the pane's width.
  overflow: 'auto',
  background: vars.color.surfaceRaised,
});

export const frame = style({ flex: '1 1 auto', width: '100%', minHeight: 0, border: 'none', display: 'block' });

// Sized and scaled by the live preview; positioned, so only its scaled box counts for the stage's scrolling.
export const pageFrame = style({ position: 'absolute', top: 0, border: 'none', display: 'block', transformOrigin: '0 0' });

export const zoom = style({ minWidth: '8rem' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceRaised,
});

export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const views = style({ display: 'inline-flex', gap: vars.space.xs });

export const viewTab = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"], &[aria-pressed="true"]': { background: vars.color.text, color: vars.color.surfaceRaised, borderColor: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const resumeOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** While a newer PDF is made, the last one stays readable under a small badge. */
export const resumeBusy = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});
