import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  NavLink,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { activeStates as activeStatesOf } from '@machines/scenarios/machine-graph';
import { catalog, type CatalogEntry } from '../catalog';
import { statechartOf } from '../chart/statechart-graph';
import { JsonView } from '../json-view';
import type { ScenarioFile } from '../use-scenario-files';
import { Workspace } from '../workspace';
import {
  actorsOf,
  externalEvents,
  latestSnapshot,
  parseLiveMessage,
  scenarioFromRecording,
  type LiveMessage,
} from './live-recording';

/** Live shows where an actor is, not the way it came. */
const NO_TRANSITIONS: ReadonlySet<string> = new Set();

/** The registered machine an actor runs, found by the machine's id. */
const entryOf = (name: string): CatalogEntry | undefined =>
  catalog.find((entry) => entry.machine.id === name || entry.name === name);

function useLiveFeed() {
  const [messages, setMessages] = useState<LiveMessage[]>([]);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const socket = new WebSocket(`ws://${window.location.host}/live?role=viewer`);
    socket.addEventListener('open', () => setConnected(true));
    socket.addEventListener('close', () => setConnected(false));
    // A reporter sends its events in bursts (a login is some thirty): they are taken in once per
    // frame, so the chart and the panel render once for a burst, not once for each event, which
    // on a busy machine kept the view seconds behind the actor.
    let arrived: LiveMessage[] = [];
    let frame: number | null = null;
    const takeArrived = () => {
      frame = null;
      const taken = arrived;
      arrived = [];
      setMessages((previous) => [...previous, ...taken]);
    };
    socket.addEventListener('message', (event: MessageEvent<string>) => {
      const message = parseLiveMessage(event.data);
      if (!message) return;
      arrived.push(message);
      frame ??= requestAnimationFrame(takeArrived);
    });
    return () => {
      if (frame !== null) cancelAnimationFrame(frame);
      socket.close();
    };
  }, []);
  return { messages, connected, clear: () => setMessages([]) };
}

/**
 * Live: the actors the dev app (`npm run dev`) or `npm run scenario -- --inspect` report, moving
 * on the chart as they run; one of them saved as a scenario file.
 */
export function LivePanel({ files, onSaved }: { files: ScenarioFile[]; onSaved: () => void }) {
  const { messages, connected } = useLiveFeed();
  const actors = useMemo(() => actorsOf(messages), [messages]);
  // Started actors only: React's strict mode in development creates a twin it never starts.
  const machines = actors.filter(
    (actor) =>
      actor.parentId === null && entryOf(actor.name) && latestSnapshot(actor) !== undefined,
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = machines.find((actor) => actor.sessionId === chosenId) ?? machines.at(-1);
  const entry = chosen ? entryOf(chosen.name) : undefined;
  const chart = entry ? statechartOf(entry.machine) : null;
  const snapshot = chosen ? latestSnapshot(chosen) : undefined;
  const active = new Set(snapshot?.value === undefined ? [] : activeStatesOf(snapshot.value));
  const [name, setName] = useState('');
  const [saveResult, setSaveResult] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async () => {
    if (!chosen || !entry) return;
    const children = actors.filter((actor) => actor.parentId === chosen.sessionId);
    const content = scenarioFromRecording(chosen, children, entry.name, entry.registered.effects);
    // Beside the machine's other scenario files (machines/src/<area>/scenarios).
    const area = files.find((file) => file.machine === entry.name)?.area ?? '';
    const response = await fetch('/api/scenarios', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area, name, content }),
    });
    const answer = (await response.json()) as { path?: string; message?: string };
    setSaveResult(
      response.ok
        ? { ok: true, text: `Saved as ${answer.path ?? name}` }
        : { ok: false, text: answer.message ?? 'The scenario could not be saved.' },
    );
    if (response.ok) onSaved();
  };

  const side = (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Live
        </Title>
        <Badge color={connected ? 'teal' : 'gray'} variant="filled">
          {connected ? 'Listening' : 'Not connected'}
        </Badge>
      </Group>
      {machines.length === 0 ? (
        <Text size="sm" c="dimmed">
          No actors yet. Start the app with npm run dev and use it, or replay a scenario with npm
          run scenario -- &lt;file&gt; --inspect.
        </Text>
      ) : (
        <nav aria-label="Live actors">
          {machines.map((actor) => (
            <NavLink
              key={actor.sessionId}
              component="button"
              label={actor.name}
              description={`${externalEvents(actor).length} events · ${actor.sessionId}`}
              active={actor === chosen}
              variant="filled"
              // Mantine dims the filled item's description (opacity 0.9): 4.4:1 on the primary, under AA.
              styles={
                actor === chosen
                  ? { description: { color: 'var(--mantine-color-white)', opacity: 1 } }
                  : undefined
              }
              aria-current={actor === chosen ? 'true' : undefined}
              onClick={() => setChosenId(actor.sessionId)}
            />
          ))}
        </nav>
      )}
      {chosen && snapshot && (
        <>
          <div>
            <Text size="sm" fw={600}>
              State
            </Text>
            <Text size="sm" data-testid="live-state">
              {typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value)}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={600} mb={4}>
              Events sent to it
            </Text>
            <Stack gap={2}>
              {externalEvents(chosen).map((message, index) => (
                <Text key={index} size="xs" ff="monospace">
                  {message.event?.type}
                </Text>
              ))}
            </Stack>
          </div>
          <div>
            <Text size="sm" fw={600} mb={4}>
              Context
            </Text>
            <JsonView value={snapshot.context} label="Live context" />
          </div>
          <Stack gap="xs">
            <TextInput
              label="Scenario name"
              description="Saved as a scenario file (the path shows once saved); secrets are masked."
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Button onClick={() => void save()} disabled={name.trim() === ''}>
              Save as scenario
            </Button>
            {saveResult && (
              <Alert color={saveResult.ok ? 'teal' : 'red'} role="status">
                {saveResult.text}
              </Alert>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );

  if (!chart) {
    return (
      <Center h="100%" p="xl">
        <div style={{ width: 380 }}>{side}</div>
      </Center>
    );
  }
  return (
    <Workspace
      chart={chart}
      activeStates={active}
      takenTransitions={NO_TRANSITIONS}
      coverage={null}
      side={side}
    />
  );
}
