// Types for test-failures.mjs (plain JavaScript: `npm test` runs before anything is compiled).

export interface TestFailure {
  title: string;
  lines: string[];
}

export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
  }[];
}

export interface PlaywrightSuite {
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { errors?: { message?: string }[] }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

export function vitestFailures(report: VitestReport, root: string): TestFailure[];
export function playwrightFailures(suite: PlaywrightSuite): TestFailure[];
export function checkFailure(name: string, output: string): TestFailure;
