import { isAbsolute, join, relative } from 'node:path';
import express, { type Router } from 'express';
import {
  ScenarioSaveError,
  listScenarioFiles,
  saveScenarioFile,
  type SaveRequest,
} from './scenario-files';
import { validateScenarioContent } from './scenario-validation';

/**
 * `GET /api/scenarios`: every scenario file; `POST /api/scenarios`: save one (Save as scenario),
 * beside its machine or, given `saveDir`, there.
 */
export function scenarioRoutes(repoRoot: string, saveDir?: string): Router {
  const machinesRoot = join(repoRoot, 'machines', 'src');
  const router = express.Router();
  router.use(express.json({ limit: '2mb' }));

  router.get('/scenarios', (_request, response) => {
    response.json(listScenarioFiles());
  });

  router.post('/scenarios', async (request, response) => {
    const body = request.body as Partial<SaveRequest> | undefined;
    try {
      const saved = await saveScenarioFile(
        machinesRoot,
        { area: String(body?.area ?? ''), name: String(body?.name ?? ''), content: body?.content },
        validateScenarioContent,
        saveDir,
      );
      // Relative to the repository when inside it, else the absolute path.
      const inRepo = relative(repoRoot, saved.path);
      const path = inRepo.startsWith('..') || isAbsolute(inRepo) ? saved.path : inRepo;
      response.status(201).json({ path, name: saved.name });
    } catch (error) {
      if (!(error instanceof ScenarioSaveError)) throw error;
      response.status(400).json({ message: error.message });
    }
  });
  return router;
}
