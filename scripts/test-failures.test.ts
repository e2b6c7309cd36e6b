import { describe, expect, it } from 'vitest';
import { checkFailure, playwrightFailures, vitestFailures } from './test-failures.mjs';

const RED = '\u001b[31m';
const RESET = '\u001b[39m';

describe('the failures npm test repeats at the end of its log', () => {
  it('names each failed Playwright test, however deep its suite, with its error without colours', () => {
    const failure = playwrightFailures({
      specs: [],
      suites: [
        {
          specs: [
            {
              title: 'removed while the trip is open',
              file: 'collaborators.spec.ts',
              line: 230,
              tests: [
                {
                  projectName: 'chromium',
                  status: 'unexpected',
                  results: [
                    {
                      errors: [
                        {
                          message: `Error: ${RED}expect(locator).toHaveValue(expected)${RESET}\n\nExpected: "Rail pass"`,
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              title: 'a test that passed',
              file: 'collaborators.spec.ts',
              line: 258,
              tests: [{ projectName: 'chromium', status: 'expected', results: [{ errors: [] }] }],
            },
          ],
        },
      ],
    });
    expect(failure).toEqual([
      {
        title: '[chromium] collaborators.spec.ts:230 › removed while the trip is open',
        lines: ['Error: expect(locator).toHaveValue(expected)', '', 'Expected: "Rail pass"'],
      },
    ]);
  });

  it('names each failed Vitest test and a file that failed to load, keeping 12 lines of each', () => {
    const longMessage = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`).join('\n');
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/web/src/a.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a passes', failureMessages: [] },
              { status: 'failed', fullName: 'a fails', failureMessages: [longMessage] },
            ],
          },
          {
            name: '/repo/web/src/b.test.ts',
            status: 'failed',
            message: 'Failed to load url ./missing',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(failures.map((failure) => failure.title)).toEqual([
      'web/src/a.test.ts › a fails',
      'web/src/b.test.ts',
    ]);
    expect(failures[0]?.lines).toHaveLength(12);
    expect(failures[0]?.lines.at(-1)).toBe('line 12');
    expect(failures[1]?.lines).toEqual(['Failed to load url ./missing']);
  });

  it("keeps a failed check's last lines, where linters and compilers say what failed", () => {
    const output = [
      '',
      `${RED}/repo/web/src/app/prefetch.test.tsx${RESET}`,
      "  20:10  error  'NO_DETAILS_AVAILABLE' is defined but never used",
      ...Array.from({ length: 20 }, () => ''),
      '✖ 1 problem (1 error, 0 warnings)',
      '',
    ].join('\n');
    expect(checkFailure('lint', output)).toEqual({
      title: 'lint',
      lines: [
        '/repo/web/src/app/prefetch.test.tsx',
        "  20:10  error  'NO_DETAILS_AVAILABLE' is defined but never used",
        '✖ 1 problem (1 error, 0 warnings)',
      ],
    });
  });
});
