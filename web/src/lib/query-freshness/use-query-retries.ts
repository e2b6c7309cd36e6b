import type { ErrorLike } from '@apollo/client';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { retryDelayMs } from '@machines/query-freshness/query-freshness';

interface QueryRetriesOptions {
  error: ErrorLike | undefined;
  refetch: () => Promise<unknown>;
  /** Retries after the first failure (spec 000 §8, 001 §9 give them per query). */
  retries: number;
  /**
   * Retries already made before this query's own first request failed (a prefetch's failure taken
   * over makes that request the first retry): the loop goes on from there, with its pauses.
   */
  retriesDone?: number;
  /** False for failures that are not worth retrying (e.g. a 404 of the highlights). */
  shouldRetry?: (error: ErrorLike) => boolean;
}

/**
 * Retries a failed query a few times, waiting 1 s, 2 s, 4 s ... between tries (the counts are the
 * query family's: machines/src/query-freshness/constants.ts). Answers whether the failure is final:
 * until then the screen keeps showing its loading state. Used through `useFreshQuery`, the one
 * place queries are retried (the session's 401 renewal is the link's, and separate).
 */
export function useQueryRetries({
  error,
  refetch,
  retries,
  retriesDone = 0,
  shouldRetry = () => true,
}: QueryRetriesOptions): { failed: boolean } {
  // idle: no retry loop; retrying: the loop is waiting or refetching; gaveUp: every retry failed.
  const [phase, setPhase] = useState<'idle' | 'retrying' | 'gaveUp'>('idle');
  const loop = useRef<{ timer?: ReturnType<typeof setTimeout>; running: boolean }>({
    running: false,
  });
  const retryable = error !== undefined && retries > retriesDone && shouldRetry(error);

  // Each try's outcome comes from refetch's own promise: Apollo does not announce a failure that
  // repeats the previous one, so the hook's `error` cannot pace the loop.
  const startRetries = useEffectEvent(() => {
    loop.current.running = true;
    const retry = (attempt: number) => {
      loop.current.timer = setTimeout(() => {
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
      }, retryDelayMs(attempt));
    };
    retry(retriesDone);
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
