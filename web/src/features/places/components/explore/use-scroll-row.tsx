import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { scrollStepFor } from '../../utils/scroll-step';

/**
 * A sideways-scrolling row and its left and right buttons, which move it 300 px under 768 px wide
 * and 900 px otherwise (spec 001 §2 "Explore", §9). The width is read at the press, so a rotated
 * phone or a resized window gets its own step.
 */
export function useScrollRow(label: string) {
  const viewportRef = useRef<HTMLUListElement>(null);
  const scrollBy = (direction: -1 | 1) =>
    viewportRef.current?.scrollBy({
      left: direction * scrollStepFor(window.innerWidth),
      behavior: 'smooth',
    });
  const scrollButtons = (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={`Scroll ${label} left`}
        onClick={() => scrollBy(-1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label={`Scroll ${label} right`}
        onClick={() => scrollBy(1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
  return { viewportRef, scrollButtons };
}
