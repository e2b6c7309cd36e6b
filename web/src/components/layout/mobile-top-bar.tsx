import { Box, Group } from '@mantine/core';
import { AppLogo } from './app-logo';
import { ColorSchemeToggle } from './color-scheme-toggle';
import classes from './layout.module.css';

/** Mobile top logo bar (spec 000 §2, under 768 px). */
export function MobileTopBar() {
  return (
    <Box component="header" className={classes.header}>
      <Group h={56} px="md" justify="space-between" wrap="nowrap">
        <AppLogo />
        <ColorSchemeToggle />
      </Group>
    </Box>
  );
}
