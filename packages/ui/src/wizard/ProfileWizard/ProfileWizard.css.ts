import { style } from '@vanilla-extract/css';
import { visuallyHidden as hidden } from '../../theme/global.css';
import { vars } from '../../theme/theme.css';

export const visuallyHidden = hidden;

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '960px', marginInline: 'auto' });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const loading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
/** Holds a step's place while its form loads, so the buttons below do not jump up and back. */
export const stepLoading = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '16rem' });
export const loadFailure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, containerType: 'inline-size' });
export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const stepItem = style({ minWidth: 0 });
export const stepButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
  selectors: {
    'button&': { cursor: 'pointer', color: vars.color.text },
    'button&:hover': { background: vars.color.accentSurface },
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.font.weight.semibold },
  },
});
export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '&[data-state="current"]': { background: vars.color.accent, borderColor: vars.color.accent, color: vars.color.accentText },
    '&[data-state="complete"]': { background: vars.color.success, borderColor: vars.color.success, color: vars.color.textInverse },
  },
});
// Beside the live preview the form column is too narrow for seven names ("Documen-ts"): only the
// current step keeps its name on screen; the others stay readable to screen readers.
export const stepName = style({
  overflowWrap: 'anywhere',
  '@container': {
    '(max-width: 600px)': {
      selectors: {
        [`${stepItem}:not([data-state="current"]) &`]: {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        },
        // The current name may reach over its neighbours' empty cells rather than break mid-word.
        [`${stepItem}[data-state="current"] &`]: { whiteSpace: 'nowrap', overflowWrap: 'normal' },
      },
    },
  },
});

export const ring = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
export const ringSvg = style({ transform: 'rotate(-90deg)', flexShrink: 0 });
export const ringTrack = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 6 });
export const ringFill = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 6, strokeLinecap: 'round' });
export const ringCount = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
export const ringCurrent = style({ fontWeight: vars.font.weight.semibold });
export const ringNext = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { 'screen and (max-width: 767px)': { padding: vars.space.md } },
});
export const stepTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, selectors: { '&:focus': { outline: 'none' } } });
export const stepNumber = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.md });

export const actionsBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const requiredHint = style({ color: vars.color.danger, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const actions = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
/** Start over: below the buttons and quieter than them, so it is never pressed for Next or Back. */
export const resetLink = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
});
/** Stays in view at the bottom of the screen while the step it belongs to is on screen. */
export const connectionNote = style({ position: 'sticky', bottom: vars.space.md, zIndex: vars.zIndex.sticky });

export const submitted = style({ color: vars.color.success, fontWeight: vars.font.weight.bold });
export const congratsTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, selectors: { '&:focus': { outline: 'none' } } });
export const publishNote = style({ margin: 0, color: vars.color.textMuted });
export const congratsActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const nextSteps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const restored = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const ringJump = style({ flexBasis: '100%' });

/** The autosave line: muted while saving or saved, in the error colour when a save is not stored. */
export const saveStatus = style({
  marginLeft: 'auto',
  minHeight: '1.5em',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="offline"], &[data-state="retrying"], &[data-state="refused"], &[data-state="conflict"]': {
      color: vars.color.danger,
      fontWeight: vars.font.weight.medium,
    },
  },
});
