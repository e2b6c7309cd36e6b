// What `npm test` prints of each failed test at the end of its log: CI shows a log's tail, and the
// runners' own reports of a failure come minutes of output earlier.
import { stripVTControlCharacters } from 'node:util';

/**
 * A failure's first lines, without the colour codes the reports keep: enough to say what failed
 * and where, short enough for a log's tail.
 */
const FAILURE_LINES = 12;
const firstLines = (text) =>
  stripVTControlCharacters(text).trim().split('\n').slice(0, FAILURE_LINES);

/** The failed Vitest tests, each as its file and title and its error's first lines. */
export function vitestFailures(report, root) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        title: `${file.name.replace(`${root}/`, '')} › ${test.fullName}`,
        lines: firstLines(test.failureMessages.join('\n')),
      }))
      .concat(
        // A file that failed to load has no tests, only its message.
        file.status === 'failed' && file.assertionResults.length === 0
          ? [{ title: file.name.replace(`${root}/`, ''), lines: firstLines(file.message ?? '') }]
          : [],
      ),
  );
}

/** The failed Playwright tests (the JSON reporter's suites hold specs and suites in turn). */
export function playwrightFailures(suite) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const result = test.results.at(-1);
        const errors = (result?.errors ?? []).map((error) => error.message ?? '').join('\n');
        return {
          title: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`,
          lines: firstLines(errors),
        };
      }),
  );
  return own.concat((suite.suites ?? []).flatMap(playwrightFailures));
}

/** A failed static check (build, typecheck, lint, format): its output's last lines, where they say why. */
export function checkFailure(name, output) {
  const lines = stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => line.trim() !== '');
  return { title: name, lines: lines.slice(-FAILURE_LINES) };
}
