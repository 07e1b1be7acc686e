import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const field = style({ margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ padding: 0, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm, marginBottom: vars.space.xs });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const label = style({ flex: '1 1 8rem', minWidth: 0 });
export const url = style({ flex: '2 1 12rem', minWidth: 0 });
