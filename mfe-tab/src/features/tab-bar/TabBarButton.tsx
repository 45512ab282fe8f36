import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@mantine/core';
import * as classes from './TabBarButton.module.css';

interface TabBarButtonProps {
  children: ReactNode;
  onClick: () => void;
  variant?: ButtonVariant;
  icon?: ReactNode;
}

/** A button of the tab bar: compact, with a 12 px label that wraps rather than being cut. */
export function TabBarButton({ children, onClick, variant = 'default', icon }: TabBarButtonProps) {
  return (
    <Button classNames={classes} size="compact-md" fz="xs" variant={variant} leftSection={icon} onClick={onClick}>
      {children}
    </Button>
  );
}
