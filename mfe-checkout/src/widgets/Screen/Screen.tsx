import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { MAX_CONTENT_WIDTH } from '@tabula/shared';
import * as classes from './Screen.module.css';

/** Every checkout screen: one column, at most MAX_CONTENT_WIDTH wide (the width of a large phone), centred on wider screens. */
export function Screen({ children }: { children: ReactNode }) {
  return (
    <Box component="main" className={classes.root} maw={MAX_CONTENT_WIDTH}>
      {children}
    </Box>
  );
}
