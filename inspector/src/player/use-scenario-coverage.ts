import { useEffect, useState } from 'react';
import type { ChartCoverage } from '../chart/statechart-view';
import type { ScenarioFile } from '../use-scenario-files';
import { replayForInspector } from './scenario-replay';

/**
 * What the machine's scenario files reach (the replay's visited states and taken transitions,
 * named as the coverage report names them). Null until the replays are done, or without files.
 */
export function useScenarioCoverage(files: ScenarioFile[]): ChartCoverage | null {
  const [computed, setComputed] = useState<{
    files: ScenarioFile[];
    coverage: ChartCoverage;
  } | null>(null);
  useEffect(() => {
    let current = true;
    if (files.length === 0) return;
    void Promise.all(files.map((file) => replayForInspector(file.content))).then((results) => {
      if (!current) return;
      setComputed({
        files,
        coverage: {
          states: new Set(results.flatMap((result) => result.visitedStates)),
          transitions: new Set(results.flatMap((result) => result.takenTransitions)),
        },
      });
    });
    return () => {
      current = false;
    };
  }, [files]);
  return computed?.files === files ? computed.coverage : null;
}
