import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Group,
  JsonInput,
  NumberInput,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { CatalogEntry } from '../catalog';
import type { Statechart } from '../chart/statechart-graph';
import { JsonView } from '../json-view';
import { Workspace } from '../workspace';
import { useSimulation } from './use-simulation';

interface SimulatePanelProps {
  entry: CatalogEntry;
  chart: Statechart;
}

function parsePayload(text: string): Record<string, unknown> | string {
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return 'The payload is a JSON object, e.g. {"email": "maya@example.com"}.';
    }
    return parsed as Record<string, unknown>;
  } catch {
    return 'The payload is not valid JSON.';
  }
}

const formatMs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Simulate: the machine with its default fakes, driven by the events its current state accepts
 * (with a JSON payload), and a simulated clock QA moves on by hand.
 */
export function SimulatePanel({ entry, chart }: SimulatePanelProps) {
  const { state, accepted, send, advance, reset } = useSimulation(entry);
  const [payloadText, setPayloadText] = useState('{}');
  const [advanceMs, setAdvanceMs] = useState<number | string>(1000);
  const payload = parsePayload(payloadText);
  const activeStates = useMemo(() => new Set(state?.activeStates ?? []), [state]);
  const taken = useMemo(() => new Set(state?.taken ?? []), [state]);

  const side = (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Simulate
        </Title>
        <Button variant="default" size="xs" onClick={reset}>
          Restart
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={600}>
          Current state
        </Text>
        <Text size="sm" data-testid="simulation-state">
          {state ? JSON.stringify(state.value) : '…'}{' '}
          {state && state.status !== 'active' && <Badge size="xs">{state.status}</Badge>}
        </Text>
        <Text size="xs" c="dimmed">
          Clock: {formatMs(state?.elapsedMs ?? 0)}
        </Text>
      </div>
      <JsonInput
        label="Event payload"
        description="Sent with the event you click."
        value={payloadText}
        onChange={setPayloadText}
        error={typeof payload === 'string' ? payload : undefined}
        autosize
        minRows={2}
        maxRows={8}
      />
      <div role="group" aria-label="Events the current state accepts">
        <Text size="sm" fw={600} mb={4}>
          Events the current state accepts
        </Text>
        <Group gap={6}>
          {accepted.length === 0 && (
            <Text size="sm" c="dimmed">
              None: this state waits for an effect or the clock.
            </Text>
          )}
          {accepted.map((event) => (
            <Button
              key={event.type}
              size="compact-sm"
              variant={event.enabled ? 'light' : 'default'}
              disabled={typeof payload === 'string'}
              onClick={() =>
                typeof payload !== 'string' && void send({ ...payload, type: event.type })
              }
              title={event.enabled ? undefined : 'Its guard refuses it in this context'}
            >
              {event.type}
            </Button>
          ))}
        </Group>
      </div>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Advance the clock (ms)"
          value={advanceMs}
          onChange={setAdvanceMs}
          min={1}
          step={1000}
          w={180}
        />
        <Button variant="default" onClick={() => void advance(Number(advanceMs) || 0)}>
          Advance
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={600} mb={4}>
          Context
        </Text>
        <JsonView value={state?.context} label="Simulated context" />
      </div>
      <div>
        <Text size="sm" fw={600} mb={4}>
          Event log
        </Text>
        {state?.log.length ? (
          <Table fz="xs" striped aria-label="Event log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>At</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Then</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.log.map((line) => (
                <Table.Tr key={line.index}>
                  <Table.Td>{line.index}</Table.Td>
                  <Table.Td>{formatMs(line.atMs)}</Table.Td>
                  <Table.Td>{line.what}</Table.Td>
                  <Table.Td>
                    {line.stateIds
                      .filter((id) => !line.stateIds.some((other) => other.startsWith(`${id}.`)))
                      .join(', ')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            No events sent yet.
          </Text>
        )}
      </div>
    </Stack>
  );

  return (
    <Workspace
      chart={chart}
      activeStates={activeStates}
      takenTransitions={taken}
      coverage={null}
      side={side}
    />
  );
}
