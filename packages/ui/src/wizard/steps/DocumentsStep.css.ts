import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

/** The picture input stays in the page (its label, its value) but Replace is what people press. */
export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** The manual crop's preview: the chosen square of the picture, as the published circle shows it. */
export const cropPreview = style({
  position: 'relative',
  width: '120px',
  height: '120px',
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
});
export const cropPreviewImage = style({ position: 'absolute', maxWidth: 'none' });

export const cropChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: vars.font.size.sm,
});
export const cropLegend = style({ fontWeight: vars.font.weight.semibold, marginBottom: vars.space.xs, padding: 0 });
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const or = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const resumeLink = style({ color: vars.color.accent, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
