import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: vars.layout.contentWidth });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const title = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '560px', marginInline: 'auto', textAlign: 'center' });
export const comingSoon = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const text = style({ color: vars.color.textMuted });
