import { Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLogo } from '@web/components/layout/app-logo';
import { ColorSchemeToggle } from '@web/components/layout/color-scheme-toggle';

/** The frame of the account screens, which have no main layout (spec 001 §2 route table). */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      mih="100dvh"
      px="md"
      py="xl"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-xl))">
        <Stack w="100%" maw={440} gap="lg">
          <Box style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <AppLogo />
            <ColorSchemeToggle />
          </Box>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
            {children}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
