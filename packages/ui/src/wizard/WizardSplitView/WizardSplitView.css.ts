import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import '../../theme/global.css';

export const root = style({
  selectors: {
    '&[data-layout="split"]': {
      display: 'grid',
      // The form a little wider: the stepper's seven labels need about 75 px each.
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 4fr)',
      gap: vars.space.lg,
      alignItems: 'start',
    },
    '&[data-layout="stacked"]': { display: 'flex', flexDirection: 'column', gap: vars.space.md },
  },
});

export const form = style({ minWidth: 0 });

// On phones the Preview button stays reachable while the form scrolls: it sticks just below the
// dashboard's top bar (itself sticky, navHeight tall).
export const toggleBar = style({
  position: 'sticky',
  top: `calc(${vars.layout.navHeight} + ${vars.space.sm})`,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  justifyContent: 'flex-end',
  pointerEvents: 'none',
});

export const toggleButton = style({ pointerEvents: 'auto', boxShadow: vars.shadow.md });

// The pane stays in view while the form scrolls.
export const previewColumn = style({
  position: 'sticky',
  top: vars.space.lg,
  height: `calc(100vh - 2 * ${vars.space.lg})`,
  minWidth: 0,
});

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
});

export const fullScreenBar = style({ display: 'flex', justifyContent: 'flex-end' });

// Whatever does not fit a short phone scrolls inside the preview, never spills over the form.
export const fullScreenBody = style({ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' });
