import { join, relative } from 'node:path';
import express, { type Router } from 'express';
import {
  ScenarioSaveError,
  listScenarioFiles,
  saveScenarioFile,
  type SaveRequest,
} from './scenario-files';
import { validateScenarioContent } from './scenario-validation';

/** `GET /api/scenarios`: every scenario file; `POST /api/scenarios`: save one (Save as scenario). */
export function scenarioRoutes(repoRoot: string): Router {
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
      );
      response.status(201).json({ path: relative(repoRoot, saved.path), name: saved.name });
    } catch (error) {
      if (!(error instanceof ScenarioSaveError)) throw error;
      response.status(400).json({ message: error.message });
    }
  });
  return router;
}
