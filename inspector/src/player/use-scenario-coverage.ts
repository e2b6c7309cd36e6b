import { useEffect, useState } from 'react';
import type { CatalogEntry } from '../catalog';
import type { ChartCoverage } from '../chart/statechart-view';
import { activeStateIds, transitionsTaken, type Statechart } from '../chart/statechart-graph';
import type { ScenarioFile } from '../use-scenario-files';
import { replayForInspector } from './scenario-replay';

/**
 * What the machine's scenario files reach: every state active after some step, every transition
 * some step took. Null until the replays are done (or when the machine has no files).
 */
export function useScenarioCoverage(
  entry: CatalogEntry,
  chart: Statechart,
  files: ScenarioFile[],
): ChartCoverage | null {
  const [coverage, setCoverage] = useState<ChartCoverage | null>(null);
  useEffect(() => {
    let current = true;
    setCoverage(null);
    if (files.length === 0) return;
    void Promise.all(files.map((file) => replayForInspector(entry, file.content))).then((results) => {
      if (!current) return;
      const states = new Set<string>();
      const transitions = new Set<string>();
      for (const { frames } of results) {
        frames.forEach((frame, index) => {
          const active = activeStateIds(frame.stateValue);
          active.forEach((id) => states.add(id));
          const previous = frames[index - 1];
          if (!previous) return;
          transitionsTaken(chart, activeStateIds(previous.stateValue), active, frame.event?.type ?? null).forEach(
            (id) => transitions.add(id),
          );
        });
      }
      setCoverage({ states, transitions });
    });
    return () => {
      current = false;
    };
  }, [entry, chart, files]);
  return coverage;
}
