import { useMemo, useState } from 'react';
import {
  AppShell,
  Badge,
  Center,
  Group,
  NavLink,
  ScrollArea,
  SegmentedControl,
  Text,
  Title,
} from '@mantine/core';
import { catalog } from './catalog';
import { statechartOf } from './chart/statechart-graph';
import { SimulatePanel } from './simulate/simulate-panel';
import { ScenarioPanel } from './player/scenario-panel';
import { LivePanel } from './live/live-panel';
import { useScenarioFiles } from './use-scenario-files';

type Mode = 'scenario' | 'simulate' | 'live';

const modes: { value: Mode; label: string }[] = [
  { value: 'scenario', label: 'Scenarios' },
  { value: 'simulate', label: 'Simulate' },
  { value: 'live', label: 'Live' },
];

/** The inspector: machines and their scenarios on the left, the chosen mode beside the chart. */
export function InspectorApp() {
  const [machineName, setMachineName] = useState(catalog[0]?.name ?? '');
  const [mode, setMode] = useState<Mode>('scenario');
  const [scenarioPath, setScenarioPath] = useState<string | null>(null);
  const { files, reload } = useScenarioFiles();
  const entry = catalog.find((candidate) => candidate.name === machineName) ?? catalog[0];
  const chart = entry ? statechartOf(entry.machine) : null;
  const machineFiles = useMemo(
    () => files.filter((file) => file.machine === entry?.name),
    [files, entry],
  );

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 0 }} padding={0}>
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between">
          <Title order={1} size="h4">
            Wayfarer inspector
          </Title>
          <SegmentedControl
            aria-label="Mode"
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            data={modes}
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <ScrollArea h="100%" type="auto">
          <nav aria-label="Machines">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pt="md" pb={4}>
              Machines
            </Text>
            {catalog.map((candidate) => {
              const count = files.filter((file) => file.machine === candidate.name).length;
              const chosen = candidate.name === entry?.name;
              return (
                <NavLink
                  key={candidate.name}
                  component="button"
                  label={candidate.name}
                  description={candidate.description}
                  active={chosen}
                  variant="filled"
                  // Mantine dims the filled item's description (opacity 0.9): 4.4:1 on the primary, under AA.
                  styles={
                    chosen
                      ? { description: { color: 'var(--mantine-color-white)', opacity: 1 } }
                      : undefined
                  }
                  aria-current={chosen ? 'true' : undefined}
                  opened={chosen && mode === 'scenario'}
                  onClick={() => {
                    setMachineName(candidate.name);
                    setScenarioPath(null);
                  }}
                  rightSection={
                    <Badge size="xs" variant="light" color="gray" aria-label={`${count} scenarios`}>
                      {count}
                    </Badge>
                  }
                >
                  {chosen && mode === 'scenario'
                    ? machineFiles.map((file) => (
                        <NavLink
                          key={file.path}
                          component="button"
                          label={file.name}
                          active={file.path === scenarioPath}
                          aria-current={file.path === scenarioPath ? 'true' : undefined}
                          variant="subtle"
                          onClick={() => setScenarioPath(file.path)}
                        />
                      ))
                    : null}
                </NavLink>
              );
            })}
          </nav>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1, minHeight: 0 }}>
          {!entry || !chart ? (
            <Center h="100%">
              <Text>No machines are registered.</Text>
            </Center>
          ) : mode === 'simulate' ? (
            <SimulatePanel key={entry.name} entry={entry} chart={chart} />
          ) : mode === 'live' ? (
            <LivePanel files={files} onSaved={reload} />
          ) : (
            <ScenarioPanel
              key={`${entry.name}:${scenarioPath ?? ''}`}
              entry={entry}
              chart={chart}
              files={machineFiles}
              scenarioPath={scenarioPath}
            />
          )}
        </div>
      </AppShell.Main>
    </AppShell>
  );
}
