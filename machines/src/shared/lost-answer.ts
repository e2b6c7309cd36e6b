/**
 * A write whose answer was lost (a timeout, a 5xx, a dropped connection) may still have been
 * applied, so it is read back before it is called failed or sent again (issue 17). These build the
 * states that settle it, once for every machine that writes:
 * - the write's `onError`: a failure that may have been applied (`mayHaveBeenApplied`) goes to the
 *   verifying state (`beginVerification`); any other is the write's own failure;
 * - verifying reads again (`reread`): the written thing is there → `applied`; not yet → the pause
 *   (`REREAD_DELAY`, then `countReread`) and read again; never (`canRereadAgain` false) or a failed
 *   re-read with none left → `notApplied`, which shows the write's own failure so the form keeps
 *   what was typed.
 * The machine's setup provides the guards `mayHaveBeenApplied` and `canRereadAgain`, the actions
 * `beginVerification`, `countReread` and `endVerification`, and the `REREAD_DELAY` delay (the
 * helpers for them are in trips/trip-requests.ts).
 *
 * The type parameters are `const` so that names, tags and action types stay literal, as the
 * machine's setup checks them.
 */

const eventError = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The write's `onError`: verify when the write may have been applied, else `failed`. */
export const onWriteError = <const TVerifying extends string, const TFailed extends object>(
  verifying: TVerifying,
  failed: TFailed,
) =>
  [
    {
      guard: { type: 'mayHaveBeenApplied', params: eventError },
      target: verifying,
      actions: { type: 'beginVerification', params: eventError },
    },
    failed,
  ] as const;

/** The verifying state and the pause between re-reads, named by the machine. */
export const lostAnswerStates = <
  const TTags,
  const TReread extends object,
  const TApplied extends object,
  const TNotApplied extends object,
  const TVerifying extends string,
  const TPause extends string,
>({
  tags,
  reread,
  applied,
  notApplied,
  verifying,
  pause,
}: {
  tags: TTags;
  /** The invoke's `src` and `input` that read the written thing back. */
  reread: TReread;
  /** The transition taken when the re-read shows the write (its guard checks that). */
  applied: TApplied;
  notApplied: TNotApplied;
  /** The two states' own names, for their transitions to each other. */
  verifying: TVerifying;
  pause: TPause;
}) =>
  ({
    verifying: {
      tags,
      invoke: {
        ...reread,
        onDone: [applied, { guard: 'canRereadAgain', target: pause }, notApplied],
        onError: [{ guard: 'canRereadAgain', target: pause }, notApplied],
      },
    },
    pause: {
      tags,
      after: { REREAD_DELAY: { target: verifying, actions: 'countReread' } },
    },
  }) as const;
