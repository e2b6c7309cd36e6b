// `npm run bench -- scale` (issue 19, "How cost grows with the work"): how the trip page and the
// trips list cost grow with what they show. Starts the mock API and the gateway (which serves the
// built app: run `npm run build` first), signs in as maya, and makes through the mock's REST API
// (scripts/bench-scale-seed.ts) trips of 10, 100 and 1,000 activities (1, 5 and 50 destinations;
// 1, 10 and 100 checklist items), then prints for each:
//   - the trip query at the gateway (the web's own `Trip` document): median time of BENCH_SCALE_RUNS
//     runs after a warm-up, beside the REST get-trip-details it makes, and the answer's bytes;
//   - in Chromium (scripts/bench-scale-browser.ts; median of BENCH_SCALE_PAGE_RUNS page loads): the
//     trip page shown (navigation → the tabs), the Itinerary tab rendered (click → every activity
//     card painted, and its INP), and a checklist toggle (click → the new state painted: the
//     mutation, the trip it answers and the re-render; and its INP).
// Then the same for the trips list of 50 and 500 trips (the MyTrips query; the page shown with
// every card; "Plan a new trip" clicked → its dialog painted, and its INP). Each figure's growth
// verdict compares the cost per item between sizes: linear or better when it does not rise by more
// than the noise allowance.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { print } from 'graphql';
import { mockControlPaths } from '@contract/mock-control';
import { paths } from '@contract/paths';
import { MyTripsDocument, TripDocument } from '@web/gql/graphql';
import {
  EVENT_DURATION_THRESHOLD_MS,
  frameWhen,
  openBrowser,
  signedInContext,
  timeClick,
} from './bench-scale-browser';
import type { InteractionFigures } from './bench-scale-browser';
import {
  ACTIVITIES_PER_DAY,
  SEED_LIMITS_NOTE,
  mockRest,
  seedTrip,
  seedTripsUpTo,
} from './bench-scale-seed';
import type { MockRest, ScaleTripShape } from './bench-scale-seed';
import { startMockAndGateway, stopServices } from './bench-services';
import { median } from './bench-stats';

const USER = 'maya';
const PASSWORD = 'travel123';
const TRIP_SIZES = [10, 100, 1_000];
const TRIP_LIST_SIZES = [50, 500];
const queryRuns = Number(process.env.BENCH_SCALE_RUNS ?? 7);
const pageRuns = Number(process.env.BENCH_SCALE_PAGE_RUNS ?? 3);
/** Per-item cost may rise this much between sizes and still count as linear (run-to-run noise). */
const NOISE_ALLOWANCE = 1.25;
/** A click waits this long for the page (a 1,000-activity page on a busy machine is slow). */
const CLICK = { timeout: 120_000 };

const shapeOf = (activities: number): ScaleTripShape => ({
  activities,
  destinations: Math.max(1, activities / 20),
  checklistItems: Math.max(1, activities / 10),
});
const itemsOf = (shape: ScaleTripShape) =>
  shape.activities + shape.destinations + shape.checklistItems;

interface Timed {
  ms: number;
  bytes: number;
  gzipBytes: number;
}

/** Median time of `queryRuns` requests (after one warm-up) and the answer's size. */
async function timeRequests(send: () => Promise<Response>): Promise<Timed> {
  const times: number[] = [];
  let body = '';
  for (let run = 0; run <= queryRuns; run += 1) {
    const started = performance.now();
    const response = await send();
    body = await response.text();
    if (!response.ok || body.includes('"errors"')) throw new Error(`failed: ${body.slice(0, 300)}`);
    if (run > 0) times.push(performance.now() - started);
  }
  return {
    ms: median(times),
    bytes: Buffer.byteLength(body),
    gzipBytes: gzipSync(body).byteLength,
  };
}

function graphqlRequest(gatewayUrl: string, rest: MockRest, query: string, variables = {}) {
  return () =>
    fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${rest.accessToken}` },
      body: JSON.stringify({ query, variables }),
    });
}

function restRequest(mockUrl: string, rest: MockRest, path: string) {
  return () =>
    fetch(`${mockUrl}${path}`, { headers: { authorization: `Bearer ${rest.accessToken}` } });
}

/** One page load's figures by name, ms (an INP under the Event Timing threshold counts as 0). */
type PageFigures = Record<string, number>;

function medianPage(runs: PageFigures[]): PageFigures {
  const names = Object.keys(runs[0] ?? {});
  return Object.fromEntries(names.map((name) => [name, median(runs.map((run) => run[name] ?? 0))]));
}

/** The figures of a timed click, under `name` and `${name}Inp`. */
const clickFigures = (name: string, figures: InteractionFigures): PageFigures => ({
  [name]: figures.clickToPaintMs,
  [`${name}Inp`]: figures.inpMs ?? 0,
});

type Row = [label: string, values: (number | null)[], unit: string];

function printTable(title: string, sizes: string[], rows: Row[]) {
  const cell = (text: string) => text.padStart(12);
  console.log(`\n${title}\n`);
  console.log(`${''.padEnd(46)}${sizes.map(cell).join('')}`);
  for (const [label, values, unit] of rows) {
    const shown = values.map((value) =>
      value === null || (unit === 'INP ms' && value < EVENT_DURATION_THRESHOLD_MS)
        ? `< ${EVENT_DURATION_THRESHOLD_MS}`
        : unit === 'KiB'
          ? (value / 1024).toFixed(1)
          : value.toFixed(0),
    );
    console.log(`${`${label} (${unit})`.padEnd(46)}${shown.map(cell).join('')}`);
  }
}

/**
 * Per-item cost from each size to the next ("×0.42": 42 % of the smaller size's cost per item),
 * and the verdict. Below `floorMs` (Event Timing's threshold) a figure is unknown: a step ending
 * there is fine, and one starting there is compared from the floor.
 */
function growth(label: string, items: number[], values: number[], floorMs = 0): string {
  const steps: string[] = [];
  let linear = true;
  for (let index = 1; index < values.length; index += 1) {
    const before = Math.max(values[index - 1] ?? 0, floorMs);
    const after = values[index] ?? 0;
    if (after < floorMs) {
      steps.push(`under ${floorMs} ms`);
      continue;
    }
    const ratio = after / (items[index] ?? 1) / (before / (items[index - 1] ?? 1));
    if (ratio > NOISE_ALLOWANCE) linear = false;
    steps.push(`×${ratio.toFixed(2)}`);
  }
  return `${label}: per-item cost ${steps.join(', ')} from size to size: ${linear ? 'linear or better' : 'WORSE than linear'}`;
}

/** Checks of a big page run this often (ms) rather than every frame (see frameWhen). */
const BIG_PAGE_POLLING_MS = 50;

async function tripPageRun(
  context: BrowserContext,
  tripId: string,
  shape: ScaleTripShape,
): Promise<PageFigures> {
  const page = await context.newPage();
  try {
    await page.goto(`/trips/${tripId}`);
    const shown = await frameWhen(
      page,
      () => (document.querySelector('[role="tab"]') ? performance.now() : false),
      null,
    );
    const itinerary = await timeClick(
      page,
      () => page.getByRole('tab', { name: 'Itinerary' }).click(CLICK),
      () =>
        document.querySelector('section[aria-label="Day 1"] .mantine-Card-root')
          ? performance.now()
          : false,
      null,
    );
    const lastDay = Math.ceil(shape.activities / ACTIVITIES_PER_DAY);
    const everyCardAt = await frameWhen(
      page,
      ({ day, cards }) => {
        const section = document.querySelector(`section[aria-label="Day ${day}"]`);
        return section && section.querySelectorAll('.mantine-Card-root').length >= cards
          ? performance.now()
          : false;
      },
      { day: lastDay, cards: shape.activities - (lastDay - 1) * ACTIVITIES_PER_DAY },
      BIG_PAGE_POLLING_MS,
    );
    const addActivity = await timeClick(
      page,
      () => page.getByRole('button', { name: 'Add Activity to Day 1', exact: true }).click(CLICK),
      () => (document.querySelector('[role="dialog"]') ? performance.now() : false),
      null,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', ...CLICK });
    await page.getByRole('tab', { name: 'Checklist' }).click(CLICK);
    const checkbox = page.getByRole('checkbox', { name: 'Pack item 1', exact: true });
    const wasChecked = await checkbox.isChecked();
    const toggle = await timeClick(
      page,
      () => checkbox.click(CLICK),
      ({ label, checked }) => {
        const input = [
          ...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
        ].find((candidate) => candidate.labels?.[0]?.textContent === label);
        return input?.checked === checked ? performance.now() : false;
      },
      { label: 'Pack item 1', checked: !wasChecked },
    );
    return {
      shown,
      ...clickFigures('itinerary', itinerary),
      itineraryAll: everyCardAt - itinerary.clickAt,
      ...clickFigures('addActivity', addActivity),
      ...clickFigures('toggle', toggle),
    };
  } finally {
    await page.close();
  }
}

async function tripsListRun(context: BrowserContext, trips: number): Promise<PageFigures> {
  const page = await context.newPage();
  try {
    await page.goto('/trips');
    const firstCard = await frameWhen(
      page,
      () => (document.querySelector('main article') ? performance.now() : false),
      null,
    );
    const everyCard = await frameWhen(
      page,
      (count) =>
        document.querySelectorAll('main article').length >= count ? performance.now() : false,
      trips,
      BIG_PAGE_POLLING_MS,
    );
    const planTrip = await timeClick(
      page,
      () => page.getByRole('button', { name: 'Plan a new trip' }).click(CLICK),
      () => (document.querySelector('[role="dialog"]') ? performance.now() : false),
      null,
    );
    return { firstCard, everyCard, ...clickFigures('planTrip', planTrip) };
  } finally {
    await page.close();
  }
}

if (!existsSync(fileURLToPath(new URL('../web/dist/index.html', import.meta.url)))) {
  console.error('The web app is not built: run `npm run build` first.');
  process.exit(1);
}

const browser = await openBrowser();
try {
  const { mockUrl, gatewayUrl } = await startMockAndGateway();
  let rest = await mockRest(mockUrl, USER, PASSWORD);
  console.log(`Scale bench: ${SEED_LIMITS_NOTE}.`);

  // 1. Trips of 10, 100 and 1,000 activities.
  const shapes = TRIP_SIZES.map(shapeOf);
  const tripIds: string[] = [];
  for (const shape of shapes) {
    const started = performance.now();
    tripIds.push(await seedTrip(rest, shape));
    console.log(
      `seeded ${shape.activities} activities, ${shape.destinations} destinations, ${shape.checklistItems} checklist items in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const restTimes: Timed[] = [];
  const gatewayTimes: Timed[] = [];
  for (const tripId of tripIds) {
    restTimes.push(
      await timeRequests(restRequest(mockUrl, rest, `${paths.tripDetails}?tripId=${tripId}`)),
    );
    gatewayTimes.push(
      await timeRequests(graphqlRequest(gatewayUrl, rest, print(TripDocument), { id: tripId })),
    );
  }
  let context = await signedInContext(browser, gatewayUrl, USER, PASSWORD);
  const tripPages: PageFigures[] = [];
  for (const [index, tripId] of tripIds.entries()) {
    const shape = shapes[index] ?? shapeOf(0);
    console.error(`measuring the trip page of ${shape.activities} activities...`);
    await tripPageRun(context, tripId, shape); // warm-up: caches, JIT
    const runs: PageFigures[] = [];
    for (let run = 0; run < pageRuns; run += 1)
      runs.push(await tripPageRun(context, tripId, shape));
    tripPages.push(medianPage(runs));
  }
  await context.close();

  const tripItems = shapes.map(itemsOf);
  const figure = (pages: PageFigures[], name: string) => pages.map((page) => page[name] ?? 0);
  printTable(
    `Trip page (${queryRuns} query runs, ${pageRuns} page loads; medians)`,
    shapes.map((shape) => `${shape.activities} act.`),
    [
      ['items: activities + destinations + checklist', tripItems, 'count'],
      ['REST get-trip-details, direct', restTimes.map((timed) => timed.ms), 'ms'],
      ['trip query at the gateway', gatewayTimes.map((timed) => timed.ms), 'ms'],
      ['trip query answer', gatewayTimes.map((timed) => timed.bytes), 'KiB'],
      ['trip query answer, gzip', gatewayTimes.map((timed) => timed.gzipBytes), 'KiB'],
      ['page shown: navigation → tabs', figure(tripPages, 'shown'), 'ms'],
      ['Itinerary tab: click → first day painted', figure(tripPages, 'itinerary'), 'ms'],
      ['Itinerary tab: click → every card in the page', figure(tripPages, 'itineraryAll'), 'ms'],
      ['Itinerary tab', figure(tripPages, 'itineraryInp'), 'INP ms'],
      ['Add Activity: click → dialog painted', figure(tripPages, 'addActivity'), 'ms'],
      ['Add Activity', figure(tripPages, 'addActivityInp'), 'INP ms'],
      ['checklist toggle: click → new state painted', figure(tripPages, 'toggle'), 'ms'],
      ['checklist toggle', figure(tripPages, 'toggleInp'), 'INP ms'],
    ],
  );
  console.log('');
  for (const [label, values, floor] of [
    ['trip query at the gateway', gatewayTimes.map((timed) => timed.ms), 0],
    ['trip query answer bytes', gatewayTimes.map((timed) => timed.bytes), 0],
    ['Itinerary tab, first day painted', figure(tripPages, 'itinerary'), 0],
    ['Itinerary tab, every card', figure(tripPages, 'itineraryAll'), 0],
    ['Itinerary tab INP', figure(tripPages, 'itineraryInp'), EVENT_DURATION_THRESHOLD_MS],
    ['Add Activity INP', figure(tripPages, 'addActivityInp'), EVENT_DURATION_THRESHOLD_MS],
    ['checklist toggle', figure(tripPages, 'toggle'), 0],
    ['checklist toggle INP', figure(tripPages, 'toggleInp'), EVENT_DURATION_THRESHOLD_MS],
  ] as const) {
    console.log(growth(label, tripItems, [...values], floor));
  }

  // 2. The trips list of 50 and 500 trips (the mock reseeded first: maya's own few, then more).
  await fetch(`${mockUrl}${mockControlPaths.reset}`, { method: 'POST' });
  rest = await mockRest(mockUrl, USER, PASSWORD);
  context = await signedInContext(browser, gatewayUrl, USER, PASSWORD);
  const listQueries: Timed[] = [];
  const listRestTimes: Timed[] = [];
  const listPages: PageFigures[] = [];
  for (const trips of TRIP_LIST_SIZES) {
    await seedTripsUpTo(rest, trips);
    console.error(`measuring the trips list of ${trips} trips...`);
    listRestTimes.push(await timeRequests(restRequest(mockUrl, rest, paths.allTrips)));
    listQueries.push(await timeRequests(graphqlRequest(gatewayUrl, rest, print(MyTripsDocument))));
    await tripsListRun(context, trips);
    const runs: PageFigures[] = [];
    for (let run = 0; run < pageRuns; run += 1) runs.push(await tripsListRun(context, trips));
    listPages.push(medianPage(runs));
  }
  await context.close();
  printTable(
    `Trips list (${queryRuns} query runs, ${pageRuns} page loads; medians)`,
    TRIP_LIST_SIZES.map((trips) => `${trips} trips`),
    [
      ['REST get-all-trips, direct', listRestTimes.map((timed) => timed.ms), 'ms'],
      ['MyTrips query at the gateway', listQueries.map((timed) => timed.ms), 'ms'],
      ['MyTrips answer', listQueries.map((timed) => timed.bytes), 'KiB'],
      ['page shown: navigation → first card painted', figure(listPages, 'firstCard'), 'ms'],
      ['page shown: navigation → every card', figure(listPages, 'everyCard'), 'ms'],
      ['Plan a new trip: click → dialog painted', figure(listPages, 'planTrip'), 'ms'],
      ['Plan a new trip', figure(listPages, 'planTripInp'), 'INP ms'],
    ],
  );
  console.log('');
  for (const [label, values, floor] of [
    ['MyTrips query at the gateway', listQueries.map((timed) => timed.ms), 0],
    ['trips list, first card painted', figure(listPages, 'firstCard'), 0],
    ['trips list, every card', figure(listPages, 'everyCard'), 0],
    ['Plan a new trip INP', figure(listPages, 'planTripInp'), EVENT_DURATION_THRESHOLD_MS],
  ] as const) {
    console.log(growth(label, TRIP_LIST_SIZES, [...values], floor));
  }
} finally {
  await browser.close();
  stopServices();
}
