import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import classes from './layout.module.css';

export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={`Switch to ${next} mode`}
      onClick={() => setColorScheme(next)}
    >
      {/* Both, each shown in its scheme by Mantine's CSS: a page rendered without the reader's
          scheme (at build, by the gateway) shows the right one from its first paint. */}
      <Box component="span" className={classes.schemeIcon} darkHidden>
        <IconMoon size={20} aria-hidden />
      </Box>
      <Box component="span" className={classes.schemeIcon} lightHidden>
        <IconSun size={20} aria-hidden />
      </Box>
    </ActionIcon>
  );
}
