import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

/** Above the template, in the app's colours: the template below is the sample person, not you. */
export const sampleNote = style({
  margin: 0,
  fontSize: vars.font.size.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.warning}`,
  fontWeight: 600,
  textAlign: 'center',
});
globalStyle(`${sampleNote} p`, { margin: 0 });
