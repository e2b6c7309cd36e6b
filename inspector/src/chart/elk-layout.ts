import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { ChartState, Statechart } from './statechart-graph';

/** Where ELK put each state: position relative to its parent state, and size. */
export interface StateBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** ELK's route for a transition: one polyline (absolute points) per section. */
export interface EdgeRoute {
  sections: { x: number; y: number }[][];
}

export interface ChartLayout {
  boxes: Map<string, StateBox>;
  routes: Map<string, EdgeRoute>;
}

const elk = new ELK();

/** Room for a compound state's title above its children. */
const HEADER_PX = 40;
const CHAR_PX = 7.5;

function leafSize(state: ChartState) {
  const longest = Math.max(state.label.length, ...state.invokes.map((name) => name.length + 2));
  return {
    width: Math.max(120, Math.round(longest * CHAR_PX) + 40),
    height: state.invokes.length ? 64 : 44,
  };
}

function labelSize(text: string) {
  return { width: Math.round(text.length * 6.5) + 12, height: 20 };
}

/**
 * Lays the chart out top-down with ELK's layered algorithm, compound states as nested graphs
 * and every transition routed across the hierarchy (INCLUDE_CHILDREN), labels given room.
 */
export async function layoutStatechart(chart: Statechart): Promise<ChartLayout> {
  const childrenOf = new Map<string | null, ChartState[]>();
  for (const state of chart.states) {
    childrenOf.set(state.parentId, [...(childrenOf.get(state.parentId) ?? []), state]);
  }
  const toElk = (state: ChartState): ElkNode => {
    const children = (childrenOf.get(state.id) ?? []).map(toElk);
    if (children.length === 0) return { id: state.id, ...leafSize(state) };
    return {
      id: state.id,
      children,
      layoutOptions: {
        'elk.padding': `[top=${HEADER_PX},left=16,bottom=16,right=16]`,
        // Parallel regions side by side; a compound state's children layered like the root.
        'elk.direction': state.kind === 'parallel' ? 'RIGHT' : 'DOWN',
        ...(state.kind === 'parallel' ? { 'elk.algorithm': 'box' } : {}),
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${leafSize(state).width + 40},80)`,
      },
    };
  };
  const edges: ElkExtendedEdge[] = chart.transitions
    .filter((transition) => transition.source !== transition.target)
    .map((transition) => ({
      id: transition.id,
      sources: [transition.source],
      targets: [transition.target],
      labels: [
        { id: `${transition.id}:label`, text: transition.label, ...labelSize(transition.label) },
      ],
    }));
  const graph: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '70',
      'elk.spacing.nodeNode': '50',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      // Edge points and labels in the root's coordinates: the drawing needs no parent offsets.
      'elk.json.edgeCoords': 'ROOT',
    },
    children: (childrenOf.get(null) ?? []).map(toElk),
    edges,
  };
  const laidOut = await elk.layout(graph);
  const boxes = new Map<string, StateBox>();
  const collect = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      boxes.set(child.id, {
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 120,
        height: child.height ?? 44,
      });
      collect(child);
    }
  };
  collect(laidOut);
  const routes = new Map<string, EdgeRoute>();
  const collectEdges = (node: ElkNode) => {
    for (const edge of (node.edges ?? []) as ElkExtendedEdge[]) {
      const sections = (edge.sections ?? []).map((section) => [
        section.startPoint,
        ...(section.bendPoints ?? []),
        section.endPoint,
      ]);
      routes.set(edge.id, { sections });
    }
    (node.children ?? []).forEach(collectEdges);
  };
  collectEdges(laidOut);
  return { boxes, routes };
}
