/**
 * A write is answered with the updated trip, which lands in Apollo's normalised cache (the pages
 * read it from there). No trip in the answer is a failure the user is told about.
 */
export function requireAnsweredTrip(trip: { id: string } | null | undefined): void {
  if (trip === null || trip === undefined) throw new Error('The server sent no trip');
}
