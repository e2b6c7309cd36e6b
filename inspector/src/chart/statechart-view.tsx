import { useEffect, useMemo, useState } from 'react';
import {
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
  Position,
  ReactFlow,
  getBezierPath,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { Center, Loader } from '@mantine/core';
import { layoutStatechart, type ChartLayout, type EdgeRoute } from './elk-layout';
import type { ChartState, Statechart } from './statechart-graph';
import classes from './statechart-view.module.css';

/** What the scenario files reach, for tinting; null while unknown. */
export interface ChartCoverage {
  states: ReadonlySet<string>;
  transitions: ReadonlySet<string>;
}

interface StatechartViewProps {
  chart: Statechart;
  activeStates: ReadonlySet<string>;
  takenTransitions: ReadonlySet<string>;
  coverage: ChartCoverage | null;
}

type Reach = 'reached' | 'unreached' | 'unknown';

type StateNodeData = { state: ChartState; active: boolean; reach: Reach };
type TransitionEdgeData = { label: string; taken: boolean; reach: Reach; route: EdgeRoute | null };

function StateBoxNode({ data }: NodeProps<Node<StateNodeData>>) {
  const { state, active, reach } = data;
  const isLeaf = state.kind === 'atomic' || state.kind === 'final' || state.kind === 'history';
  return (
    <div
      className={classes.state}
      data-state-id={state.id}
      data-kind={state.kind}
      data-active={active}
      data-reach={reach}
      data-leaf={isLeaf}
    >
      <Handle type="target" position={Position.Top} className={classes.handle} />
      <div className={classes.stateTitle}>
        {state.isInitial && (
          <span className={classes.initialMark} aria-label="initial state">
            ●
          </span>
        )}
        {state.label}
        {state.kind === 'parallel' && <span className={classes.kindTag}>parallel</span>}
        {state.kind === 'final' && <span className={classes.kindTag}>final</span>}
      </div>
      {state.invokes.length > 0 && (
        <div className={classes.invokes}>{state.invokes.map((name) => `⟳ ${name}`).join(' ')}</div>
      )}
      <Handle type="source" position={Position.Bottom} className={classes.handle} />
    </div>
  );
}

/** A self-loop leaves the bottom and comes back in at the top, around the state's right side. */
function selfLoopPath(sourceX: number, sourceY: number, targetX: number, targetY: number) {
  const reach = 90;
  return {
    path: `M ${sourceX} ${sourceY} C ${sourceX + reach} ${sourceY + 50}, ${targetX + reach} ${targetY - 50}, ${targetX} ${targetY}`,
    labelX: Math.max(sourceX, targetX) + reach * 0.75,
    labelY: (sourceY + targetY) / 2,
  };
}

/** ELK's orthogonal route as one path, and its midpoint (along its length) for the label. */
function routePath(route: EdgeRoute) {
  const path = route.sections
    .map((points) =>
      points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`).join(' '),
    )
    .join(' ');
  const segments = route.sections.flatMap((points) =>
    points.slice(1).map((end, index) => ({ start: points[index] ?? end, end })),
  );
  const lengthOf = ({ start, end }: (typeof segments)[number]) =>
    Math.abs(end.x - start.x) + Math.abs(end.y - start.y);
  let remaining = segments.reduce((sum, segment) => sum + lengthOf(segment), 0) / 2;
  for (const segment of segments) {
    const length = lengthOf(segment);
    if (remaining <= length && length > 0) {
      const share = remaining / length;
      return {
        path,
        labelX: segment.start.x + (segment.end.x - segment.start.x) * share,
        labelY: segment.start.y + (segment.end.y - segment.start.y) * share,
      };
    }
    remaining -= length;
  }
  return { path, labelX: segments[0]?.start.x ?? 0, labelY: segments[0]?.start.y ?? 0 };
}

function TransitionEdge(props: EdgeProps<Edge<TransitionEdgeData>>) {
  const { id, source, target, sourceX, sourceY, targetX, targetY, data, markerEnd } = props;
  const route = data?.route;
  const [bezierPath, bezierX, bezierY] = getBezierPath(props);
  const { path, labelX, labelY } =
    source === target
      ? selfLoopPath(sourceX, sourceY, targetX, targetY)
      : route && route.sections.length > 0
        ? routePath(route)
        : { path: bezierPath, labelX: bezierX, labelY: bezierY };
  const taken = data?.taken ?? false;
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        className={classes.edge}
        data-taken={taken}
        data-reach={data?.reach}
      />
      <EdgeLabelRenderer>
        <div
          className={classes.edgeLabel}
          data-taken={taken}
          data-reach={data?.reach}
          data-transition-id={id}
          style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
        >
          {data?.label}
        </div>
      </EdgeLabelRenderer>
    </>
  );
}

const nodeTypes = { state: StateBoxNode };
const edgeTypes = { transition: TransitionEdge };

const reachOf = (set: ReadonlySet<string> | undefined, id: string): Reach =>
  set === undefined ? 'unknown' : set.has(id) ? 'reached' : 'unreached';

/**
 * The chart: ELK places the states (nested for compound and parallel ones), React Flow draws them
 * with pan, zoom and fit. Active states and the transitions just taken are highlighted; with
 * coverage, what no scenario file reaches is drawn dashed.
 */
export function StatechartView({
  chart,
  activeStates,
  takenTransitions,
  coverage,
}: StatechartViewProps) {
  const [layout, setLayout] = useState<{ machineId: string; laidOut: ChartLayout } | null>(null);

  useEffect(() => {
    let current = true;
    void layoutStatechart(chart).then((laidOut) => {
      if (current) setLayout({ machineId: chart.machineId, laidOut });
    });
    return () => {
      current = false;
    };
  }, [chart]);

  const nodes = useMemo<Node<StateNodeData>[]>(() => {
    if (!layout) return [];
    return chart.states.map((state) => {
      const box = layout.laidOut.boxes.get(state.id) ?? { x: 0, y: 0, width: 120, height: 44 };
      return {
        id: state.id,
        type: 'state',
        position: { x: box.x, y: box.y },
        width: box.width,
        height: box.height,
        style: { width: box.width, height: box.height },
        ...(state.parentId ? { parentId: state.parentId, extent: 'parent' as const } : {}),
        draggable: false,
        selectable: false,
        focusable: false,
        data: {
          state,
          active: activeStates.has(state.id),
          reach: reachOf(coverage?.states, state.id),
        },
      };
    });
  }, [chart, layout, activeStates, coverage]);

  const edges = useMemo<Edge<TransitionEdgeData>[]>(
    () =>
      chart.transitions.map((transition) => ({
        id: transition.id,
        source: transition.source,
        target: transition.target,
        type: 'transition',
        selectable: false,
        focusable: false,
        zIndex: 5,
        markerEnd: { type: 'arrowclosed' as never, width: 16, height: 16 },
        data: {
          label: transition.label,
          taken: takenTransitions.has(transition.name),
          reach: reachOf(coverage?.transitions, transition.name),
          route: layout?.laidOut.routes.get(transition.id) ?? null,
        },
      })),
    [chart, layout, takenTransitions, coverage],
  );

  if (!layout || layout.machineId !== chart.machineId) {
    return (
      <Center h="100%">
        <Loader aria-label="Laying out the statechart" />
      </Center>
    );
  }
  return (
    <ReactFlow
      key={chart.machineId}
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      fitView
      minZoom={0.1}
      maxZoom={2.5}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      proOptions={{ hideAttribution: true }}
      aria-label={`Statechart of ${chart.machineId}`}
    >
      <Controls showInteractive={false} position="bottom-left" />
    </ReactFlow>
  );
}
