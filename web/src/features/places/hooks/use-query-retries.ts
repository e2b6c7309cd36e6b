import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { RETRY_BASE_DELAY_MS } from '../constants';

interface QueryRetriesOptions {
  error: ErrorLike | undefined;
  refetch: () => Promise<unknown>;
  /** Retries after the first failure (spec 000 §8 gives them per query). */
  retries: number;
  /** False for failures that are not worth retrying (e.g. a 404). */
  shouldRetry?: (error: ErrorLike) => boolean;
}

/**
 * Retries a failed query a few times, waiting 1 s, 2 s, 4 s ... between tries (spec 000 §8: "nearby
 * attractions are retried 2 times", highlights "up to 3 times"). Answers whether the failure is final:
 * until then the screen keeps showing its loading state.
 */
export function useQueryRetries({
  error,
  refetch,
  retries,
  shouldRetry = () => true,
}: QueryRetriesOptions): { failed: boolean } {
  // idle: no retry loop; retrying: the loop is waiting or refetching; gaveUp: every retry failed.
  const [phase, setPhase] = useState<'idle' | 'retrying' | 'gaveUp'>('idle');
  const loop = useRef<{ timer?: ReturnType<typeof setTimeout>; running: boolean }>({
    running: false,
  });
  const retryable = error !== undefined && retries > 0 && shouldRetry(error);

  // Each try's outcome comes from refetch's own promise: Apollo does not announce a failure that
  // repeats the previous one, so the hook's `error` cannot pace the loop.
  const startRetries = useEffectEvent(() => {
    loop.current.running = true;
    const retry = (attempt: number) => {
      loop.current.timer = setTimeout(
        () => {
          setPhase('retrying');
          refetch().then(
            () => {
              loop.current.running = false;
              setPhase('idle');
            },
            () => {
              if (attempt + 1 < retries) retry(attempt + 1);
              else {
                loop.current.running = false;
                setPhase('gaveUp');
              }
            },
          );
        },
        RETRY_BASE_DELAY_MS * 2 ** attempt,
      );
    };
    retry(0);
  });

  useEffect(() => {
    if (retryable && phase !== 'gaveUp' && !loop.current.running) startRetries();
  }, [retryable, phase]);

  useEffect(() => {
    const current = loop.current;
    return () => clearTimeout(current.timer);
  }, []);

  return { failed: error !== undefined && (!retryable || phase === 'gaveUp') };
}

/** The gateway's NOT_FOUND: the REST server answered 404. */
export function isNotFoundError(error: ErrorLike): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === 'NOT_FOUND')
  );
}
