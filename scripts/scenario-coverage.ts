import { percent, scenarioCoverage } from '@machines/scenarios/coverage';
import { replayScenario } from '@machines/scenarios/replay';
import { ScenarioFileError, loadScenarioFiles } from './scenario-files';

/**
 * `npm run scenario:coverage`: per machine, the states and transitions its scenario files reach, of
 * all in its graph, and what none reaches. Exits 1 when any machine is below 100 %.
 */
async function main(): Promise<number> {
  let files;
  try {
    files = loadScenarioFiles();
  } catch (error) {
    if (!(error instanceof ScenarioFileError)) throw error;
    console.error(error.message);
    return 1;
  }
  const reports = [];
  for (const file of files) reports.push(await replayScenario(file.scenario));
  const coverage = scenarioCoverage(reports);
  const width = Math.max(...coverage.map((row) => row.machine.length));
  for (const row of coverage) {
    const mark = row.complete ? '✓' : '✗';
    console.log(
      `${mark} ${row.machine.padEnd(width)}  ${String(row.files).padStart(2)} files  states ${row.states.reached}/${row.states.all} (${percent(row.states)} %)  transitions ${row.transitions.reached}/${row.transitions.all} (${percent(row.transitions)} %)`,
    );
    for (const state of row.states.unreached) console.log(`    unreached state       ${state}`);
    for (const transition of row.transitions.unreached) {
      console.log(`    unreached transition  ${transition}`);
    }
  }
  const below = coverage.filter((row) => !row.complete);
  console.log(
    below.length === 0
      ? `\nEvery machine's states and transitions are reached (${files.length} files).`
      : `\n${below.length} of ${coverage.length} machines below 100 %: ${below.map((row) => row.machine).join(', ')}`,
  );
  return below.length === 0 ? 0 : 1;
}

process.exitCode = await main();
