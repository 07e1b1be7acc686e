import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

// Spec widths (accounts §9): 240 px open, 80 px collapsed; a drawer up to 1023 px.
const expandedWidth = '240px';
const collapsedWidth = '80px';

export const shell = style({
  display: 'grid',
  minHeight: '100vh',
  gridTemplateColumns: `${expandedWidth} minmax(0, 1fr)`,
  gridTemplateRows: 'auto 1fr',
  background: vars.color.surface,
  transition: `grid-template-columns ${vars.duration.normal}`,
  selectors: {
    '&[data-state="collapsed"]': { gridTemplateColumns: `${collapsedWidth} minmax(0, 1fr)` },
    '&[data-layout="drawer"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const sidebar = style({
  gridRow: '1 / span 2',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  position: 'sticky',
  top: 0,
  height: '100vh',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  selectors: {
    '&[data-layout="drawer"]': {
      position: 'fixed',
      insetBlock: 0,
      left: 0,
      width: expandedWidth,
      zIndex: vars.zIndex.modal,
      boxShadow: vars.shadow.lg,
    },
    '&[data-layout="drawer"][hidden]': { display: 'none' },
  },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
});

export const brand = style({ display: 'flex', alignItems: 'center', minHeight: '40px' });
export const logoLink = style({ textDecoration: 'none', color: vars.color.text, borderRadius: vars.radius.sm });

export const nav = style({ flex: 1 });
export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.accentSurface, color: vars.color.accentHover },
    '[data-state="collapsed"][data-layout="desktop"] &': { justifyContent: 'center' },
  },
});

export const proBadgeCollapsed = style({ position: 'absolute', transform: 'translate(14px, -12px) scale(0.8)' });

export const sidebarFooter = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

export const topBar = style({
  gridColumn: '-2 / -1',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.layout.navHeight,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surface } },
});

// On phones the bell sits left of the user's name, so a panel hung from it would leave the
// screen; there it hangs from the whole top bar (sticky, so the panel's containing block) instead.
const phone = 'screen and (max-width: 767px)';

export const notifications = style({ position: 'relative', '@media': { [phone]: { position: 'static' } } });
export const notificationsPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: vars.zIndex.dropdown,
  width: 'min(300px, 80vw)',
  '@media': { [phone]: { top: '100%', left: vars.space.md, right: vars.space.md, width: 'auto' } },
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.sm,
});

export const dropdown = style({ position: 'relative' });
export const user = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.sm} 0 ${vars.space.xxs}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surface },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
export const accountPanel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: vars.zIndex.dropdown,
  minWidth: '200px',
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.accentSurface, color: vars.color.accentHover },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.bold,
});
export const userName = style({ fontWeight: vars.font.weight.semibold });

export const content = style({
  gridColumn: '-2 / -1',
  minWidth: 0,
  padding: vars.space.lg,
  '@media': { [phone]: { padding: vars.space.md } },
});
