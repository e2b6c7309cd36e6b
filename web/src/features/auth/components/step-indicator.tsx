import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import classes from './step-indicator.module.css';

interface StepIndicatorProps {
  /** The steps' titles, in order. */
  steps: readonly string[];
  /** Index of the current step. */
  active: number;
  label: string;
}

/**
 * A read-only step indicator (spec 001 §2 "Reset password": 1 "Verify Code", 2 "New Password"): an
 * ordered list, the current step marked with aria-current, done steps with a check. Not buttons:
 * the steps are moved by the form, not by clicking them.
 */
export function StepIndicator({ steps, active, label }: StepIndicatorProps) {
  return (
    <Box component="ol" aria-label={label} className={classes.steps}>
      {steps.map((title, index) => {
        const isDone = index < active;
        const isCurrent = index === active;
        return (
          <Fragment key={title}>
            {index > 0 && (
              <li
                aria-hidden
                className={classes.line}
                data-done={isDone || isCurrent || undefined}
              />
            )}
            <Group
              component="li"
              gap={8}
              wrap="nowrap"
              className={classes.step}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <ThemeIcon
                size={28}
                radius="xl"
                variant={isDone || isCurrent ? 'filled' : 'default'}
                aria-hidden
              >
                {isDone ? (
                  <IconCheck size={16} />
                ) : (
                  <Text span size="sm" fw={600}>
                    {index + 1}
                  </Text>
                )}
              </ThemeIcon>
              <div>
                <Text size="xs" c="dimmed" lh={1.2}>
                  Step {index + 1}
                </Text>
                <Text size="sm" fw={isCurrent ? 600 : 500} lh={1.3}>
                  {title}
                </Text>
              </div>
            </Group>
          </Fragment>
        );
      })}
    </Box>
  );
}
