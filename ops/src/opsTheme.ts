import { Badge, createTheme } from '@mantine/core';

export const opsTheme = createTheme({
  // White on Mantine's default blue is 3.5:1; its darkest shade reads at the 4.5:1 small text needs.
  primaryShade: 9,
  components: {
    // Mantine cuts a badge to its cell with an ellipsis ("DEFA…" at 360 px): a status must read whole, so it wraps instead.
    Badge: Badge.extend({
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', overflow: 'visible', flexShrink: 0, maxWidth: '100%' },
        label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal' },
      },
    }),
  },
});
