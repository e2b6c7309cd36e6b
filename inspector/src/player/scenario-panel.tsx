import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Slider, Stack, Text, Title } from '@mantine/core';
import type { CatalogEntry } from '../catalog';
import type { ChartCoverage } from '../chart/statechart-view';
import { activeStates as activeStatesOf } from '@machines/scenarios/machine-graph';
import type { Statechart } from '../chart/statechart-graph';
import { JsonView } from '../json-view';
import type { ScenarioFile } from '../use-scenario-files';
import { Workspace } from '../workspace';
import { replayForInspector, type ReplayResult } from './scenario-replay';
import { useScenarioCoverage } from './use-scenario-coverage';
import { useArrowKeys } from './use-arrow-keys';

interface ScenarioPanelProps {
  entry: CatalogEntry;
  chart: Statechart;
  files: ScenarioFile[];
  scenarioPath: string | null;
}

const formatValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A scenario file, step by step: the scrubber (or the arrow keys) moves through the replay; the
 * chart highlights the active states and the transition just taken, the side shows the event,
 * the context and any mismatch with what the file expects.
 */
export function ScenarioPanel({ entry, chart, files, scenarioPath }: ScenarioPanelProps) {
  const file = files.find((candidate) => candidate.path === scenarioPath) ?? null;
  const [replay, setReplay] = useState<{ path: string; result: ReplayResult } | null>(null);
  const [position, setPosition] = useState(0);
  const coverage = useScenarioCoverage(files);

  useEffect(() => {
    if (!file) return;
    let current = true;
    void replayForInspector(file.content).then((result) => {
      if (current) setReplay({ path: file.path, result });
    });
    return () => {
      current = false;
    };
  }, [file]);

  const frames = replay && file && replay.path === file.path ? replay.result.frames : [];
  const last = Math.max(0, frames.length - 1);
  const frame = frames[Math.min(position, last)];
  const step = (delta: number) =>
    setPosition((value) => Math.min(last, Math.max(0, value + delta)));
  useArrowKeys(step, frames.length > 0);

  const activeStates = useMemo(
    () => new Set(frame ? activeStatesOf(frame.stateValue) : []),
    [frame],
  );
  const taken = useMemo(() => new Set(frame?.transitions ?? []), [frame]);
  const firstMismatch = frames.find((candidate) => candidate.mismatch !== null);

  const side = !file ? (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {entry.name}
      </Title>
      <Text size="sm">{entry.description}</Text>
      <Text size="sm" c="dimmed">
        {files.length > 0
          ? 'Choose a scenario on the left to step through it.'
          : 'This machine has no scenario files yet.'}
      </Text>
      <CoverageSummary coverage={coverage} chart={chart} />
    </Stack>
  ) : (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4">
          {file.name}
        </Title>
        <Text size="xs" c="dimmed">
          {file.path}
        </Text>
      </div>
      {replay?.result.error && (
        <Alert color="red" title="The replay stopped">
          {replay.result.error}
        </Alert>
      )}
      {firstMismatch ? (
        <Alert color="red" title={`Mismatch at step ${firstMismatch.index}`}>
          {firstMismatch.mismatch}
        </Alert>
      ) : frames.length > 0 ? (
        <Badge color="teal" variant="filled">
          PASS: every step as the file expects
        </Badge>
      ) : null}
      <div>
        <Group justify="space-between" mb={6}>
          <Text size="sm" fw={600} id="scrubber-label">
            Step {position} of {last}
          </Text>
          <Group gap={6}>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => step(-1)}
              disabled={position === 0}
            >
              Previous step
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => step(1)}
              disabled={position >= last}
            >
              Next step
            </Button>
          </Group>
        </Group>
        <Slider
          aria-labelledby="scrubber-label"
          thumbLabel="Scenario step"
          min={0}
          max={Math.max(1, last)}
          step={1}
          value={position}
          onChange={setPosition}
          disabled={frames.length === 0}
          label={(value) => frames[value]?.title ?? ''}
          marks={frames.map((candidate) => ({ value: candidate.index }))}
        />
        <Text size="xs" c="dimmed" mt={6}>
          Arrow keys step forward and back.
        </Text>
      </div>
      {frame && (
        <>
          <div>
            <Text size="sm" fw={600}>
              {frame.index === 0 ? 'Start' : `Step ${frame.index}: ${frame.title}`}
            </Text>
            <Text size="xs" c="dimmed">
              at {frame.atMs} ms{frame.note ? ` · ${frame.note}` : ''}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={600}>
              State
            </Text>
            <Text size="sm" data-testid="replay-state">
              {formatValue(frame.stateValue)}
            </Text>
            {frame.mismatch && (
              <Text size="sm" c="red.8" role="alert">
                {frame.mismatch}
              </Text>
            )}
          </div>
          {frame.event && (
            <div>
              <Text size="sm" fw={600} mb={4}>
                Event payload
              </Text>
              <JsonView value={frame.event} label="Event payload" />
            </div>
          )}
          {Object.keys(frame.contextChanges).length > 0 && (
            <div>
              <Text size="sm" fw={600} mb={4}>
                Context changes
              </Text>
              <JsonView value={frame.contextChanges} label="Context changes" />
            </div>
          )}
          <div>
            <Text size="sm" fw={600} mb={4}>
              Context
            </Text>
            <JsonView value={frame.context} label="Context" />
          </div>
        </>
      )}
    </Stack>
  );

  return (
    <Workspace
      chart={chart}
      activeStates={activeStates}
      takenTransitions={taken}
      coverage={coverage}
      side={side}
    />
  );
}

function CoverageSummary({
  coverage,
  chart,
}: {
  coverage: ChartCoverage | null;
  chart: Statechart;
}) {
  if (!coverage) return null;
  const unreachedStates = chart.states.filter((state) => !coverage.states.has(state.id));
  const names = new Set(chart.transitions.map((transition) => transition.name));
  const reachedTransitions = [...names].filter((name) => coverage.transitions.has(name)).length;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Reached by the scenario files
      </Text>
      <Text size="sm">
        States: {chart.states.length - unreachedStates.length} of {chart.states.length};
        transitions: {reachedTransitions} of {names.size}
      </Text>
      {unreachedStates.length > 0 && (
        <Text size="sm" c="dimmed">
          Not reached (dashed): {unreachedStates.map((state) => state.id).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
