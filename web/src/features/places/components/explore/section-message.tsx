import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './explore.module.css';

interface SectionMessageProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** A button or link: what to do next. */
  action?: ReactNode;
  /** Errors are announced (role alert); other states are polite status messages. */
  tone?: 'info' | 'error';
}

/** A section's loading, empty, error or prompt state: icon, text and what to do next. */
export function SectionMessage({ icon, title, text, action, tone = 'info' }: SectionMessageProps) {
  return (
    <Stack
      align="center"
      gap="xs"
      ta="center"
      className={classes.message}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <ThemeIcon
        size={44}
        radius="xl"
        variant="light"
        color={tone === 'error' ? 'red' : undefined}
        aria-hidden
      >
        {icon}
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {text && (
        <Text size="sm" c="dimmed" maw={460}>
          {text}
        </Text>
      )}
      {action}
    </Stack>
  );
}
