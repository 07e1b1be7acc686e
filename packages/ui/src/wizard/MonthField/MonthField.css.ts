import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';
import { control } from '../../primitives/Field/Field.css';

// The month chooser hangs below the whole field, hint and error included.
export const root = style({ position: 'relative' });
export const inputRow = style({ display: 'flex', gap: vars.space.xs });
export const input = style([control, { flex: 1, minWidth: 0 }]);

const squareButton = style({
  minWidth: '44px',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentSurface } },
});
export const trigger = squareButton;

export const popover = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.dropdown,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  // Fits a 375 px screen with the page's padding either side.
  width: 'min(300px, calc(100vw - 32px))',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginBottom: vars.space.xs,
});
export const navButton = style([squareButton, { minWidth: '40px', minHeight: '40px', fontSize: vars.font.size.lg }]);
/** The year, drawn as the button it is (issue 34: a plain-looking title hid the year chooser). */
export const yearButton = style([
  squareButton,
  { minHeight: '40px', gap: vars.space.xs, padding: `0 ${vars.space.sm}`, fontWeight: vars.font.weight.semibold },
]);
export const title = style({ fontWeight: vars.font.weight.semibold });

export const grid = style({ width: '100%', borderCollapse: 'separate', borderSpacing: '4px', textAlign: 'center' });

export const cell = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 2px`,
  fontSize: vars.font.size.sm,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentSurface },
    '&[data-current]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      background: 'transparent',
    },
  },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, marginTop: vars.space.xs });
export const footerButton = style([
  squareButton,
  {
    minHeight: '40px',
    padding: `0 ${vars.space.md}`,
    selectors: { '&[data-selected]': { background: vars.color.accent, color: vars.color.accentText, borderColor: vars.color.accent } },
  },
]);
