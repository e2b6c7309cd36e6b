// Shared by the page benches (`bench -- web`, `bench -- profile`, issue 19): their options and the
// routes they load, so both name and pick the same pages.

/** An option's value among a bench part's arguments (`npm run bench -- web --runs 1`). */
export function optionValue(name: string): string | undefined {
  const args = process.argv.slice(3);
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export interface BenchRoute {
  label: string;
  path: string;
  signedIn: boolean;
}

/** A seeded landmark's place id, from the mock's autocomplete. */
export async function landmarkId(mockUrl: string): Promise<string> {
  const response = await fetch(`${mockUrl}/api/v1/places/autocomplete?value=eiffel`);
  const body = (await response.json()) as {
    data: { suggestions: { placePrediction: { placeId: string } }[] };
  };
  const id = body.data.suggestions[0]?.placePrediction.placeId;
  if (!id) throw new Error('no landmark found for "eiffel"');
  return id;
}

/** The reader's first trip, asked of the gateway with their access token. */
async function firstTripId(gatewayUrl: string, accessToken: string): Promise<string> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: '{ myTrips { id } }' }),
  });
  const body = (await response.json()) as { data?: { myTrips: { id: string }[] } };
  const id = body.data?.myTrips[0]?.id;
  if (!id) throw new Error('the signed-in reader has no trip');
  return id;
}

/**
 * The routes the page benches load: the public ones, a landmark's place, and signed in the home,
 * the trips list and the reader's first trip; with `only` (labels, `--only`), those alone.
 */
export async function benchRoutes({
  mockUrl,
  gatewayUrl,
  accessToken,
  only,
}: {
  mockUrl: string;
  gatewayUrl: string;
  accessToken: string;
  only: string[] | undefined;
}): Promise<BenchRoute[]> {
  const allRoutes: BenchRoute[] = [
    { label: '/', path: '/', signedIn: false },
    { label: '/explore', path: '/explore', signedIn: false },
    { label: '/place/{landmark}', path: `/place/${await landmarkId(mockUrl)}`, signedIn: false },
    { label: '/login', path: '/login', signedIn: false },
    { label: '/ (signed in)', path: '/', signedIn: true },
    { label: '/trips', path: '/trips', signedIn: true },
    {
      label: '/trips/{id}',
      path: `/trips/${await firstTripId(gatewayUrl, accessToken)}`,
      signedIn: true,
    },
  ];
  const unknown = only?.filter((label) => !allRoutes.some((route) => route.label === label)) ?? [];
  if (unknown.length > 0) {
    // A mistyped label would otherwise load nothing (and `bench -- web` report every goal met).
    throw new Error(
      `No route labelled ${unknown.join(', ')}; the labels: ${allRoutes.map((route) => route.label).join(', ')}`,
    );
  }
  return allRoutes.filter((route) => !only || only.includes(route.label));
}
