import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import * as classes from './Screen.module.css';

/** Every checkout screen: one column, at most 530 px wide (spec §9), centred on wider screens. */
export function Screen({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box component="main" className={classes.root} aria-label={label}>
      {children}
    </Box>
  );
}
