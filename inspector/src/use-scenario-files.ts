import { useCallback, useEffect, useState } from 'react';

/** A scenario file as the server lists it, with the machine it names. */
export interface ScenarioFile {
  path: string;
  area: string;
  name: string;
  machine: string;
  content: unknown;
}

const machineOf = (content: unknown) =>
  typeof content === 'object' && content !== null && 'machine' in content
    ? String(content.machine)
    : '';

/** The scenario files on disk (GET /api/scenarios), reloaded after a save. */
export function useScenarioFiles() {
  const [files, setFiles] = useState<ScenarioFile[]>([]);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    fetch('/api/scenarios')
      .then((response) => response.json() as Promise<Omit<ScenarioFile, 'machine'>[]>)
      .then((listed) => {
        if (current) setFiles(listed.map((file) => ({ ...file, machine: machineOf(file.content) })));
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { files, failed, reload };
}
