import type { ReactNode } from 'react';
import { Box, Group, ScrollArea } from '@mantine/core';
import { StatechartView, type ChartCoverage } from './chart/statechart-view';
import type { Statechart } from './chart/statechart-graph';

interface WorkspaceProps {
  chart: Statechart;
  activeStates: ReadonlySet<string>;
  takenTransitions: ReadonlySet<string>;
  coverage: ChartCoverage | null;
  /** The mode's controls and readouts, beside the chart. */
  side: ReactNode;
}

/** The chart, and the current mode's panel on its right. */
export function Workspace({
  chart,
  activeStates,
  takenTransitions,
  coverage,
  side,
}: WorkspaceProps) {
  return (
    <Group align="stretch" gap={0} wrap="nowrap" h="100%">
      <Box
        component="section"
        aria-label="Statechart"
        style={{ flex: 1, minWidth: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
      >
        <StatechartView
          chart={chart}
          activeStates={activeStates}
          takenTransitions={takenTransitions}
          coverage={coverage}
        />
      </Box>
      <ScrollArea w={380} h="100%" type="auto">
        <Box p="md">{side}</Box>
      </ScrollArea>
    </Group>
  );
}
