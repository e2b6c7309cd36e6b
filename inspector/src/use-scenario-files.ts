import { useCallback, useEffect, useState } from 'react';

/** A scenario file as the server lists it (inspector/server/scenario-files.ts). */
export interface ScenarioFile {
  path: string;
  area: string;
  name: string;
  /** The machine it names; '' for a file the schema refuses. */
  machine: string;
  content: unknown;
  problems: string[];
}

/** The scenario files on disk (GET /api/scenarios), reloaded after a save. */
export function useScenarioFiles() {
  const [files, setFiles] = useState<ScenarioFile[]>([]);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    fetch('/api/scenarios')
      .then((response) => response.json() as Promise<ScenarioFile[]>)
      .then((listed) => {
        if (current) setFiles(listed);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { files, failed, reload };
}
