import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useMemo, useState } from 'react';
import { firstMainBatchOf } from '@machines/photos/photo-loader.machine';
import type { BatchPhotosOutput, ShownPhoto } from '@machines/photos/photo-loader.machine';
import { useIsPageRender } from '@web/lib/page-render/page-render';
import { PhotoBatchQuery } from '../graphql/photo-batch-query';
import { batchOutputOf, photoBatchVariables } from './use-place-photo-loader';

const NONE: readonly ShownPhoto[] = [];

/** The photos a batch answered with an image. */
const shownIn = (output: BatchPhotosOutput | null): readonly ShownPhoto[] =>
  output?.photos.flatMap(({ photoRef, success, image }) =>
    success && image !== null ? [{ photoRef, url: image }] : [],
  ) ?? NONE;

/** The page's first batch as the gateway's render left it in the cache the app restored, if any. */
function firstBatchInCache(
  client: ApolloClient,
  variables: ReturnType<typeof photoBatchVariables>,
): BatchPhotosOutput | null {
  const data = client.readQuery({ query: PhotoBatchQuery, variables });
  return data ? batchOutputOf(data) : null;
}

/**
 * The place's first photos, shown from the page's first paint (issue 19): the largest thing on a
 * place page is its first photo, which the photo loader asks for only once the app has started and
 * the network is known (spec 001 §4). The gateway's render of the page (its page worker) asks for
 * the loader's first batch itself, so the page's HTML holds those photos; the app, taking the page
 * over, reads that answer from the cache the page carried (once: it is then forgotten, so a later
 * visit to the place loads its photos as usual) and starts the loader with them shown.
 */
export function usePagePhotos(photoRefs: readonly string[]): readonly ShownPhoto[] {
  const pageRender = useIsPageRender();
  const client = useApolloClient();
  const variables = photoBatchVariables(firstMainBatchOf(photoRefs));
  const hasPhotos = variables.refs.length > 0;
  const { data } = useQuery(PhotoBatchQuery, { variables, skip: !pageRender || !hasPhotos });
  // Read in the first render only: what the page showed is what the app starts from.
  const [pageAnswer] = useState(() => {
    const output = pageRender || !hasPhotos ? null : firstBatchInCache(client, variables);
    return output === null ? null : { variables, output };
  });
  useEffect(() => {
    if (pageAnswer === null) return;
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'photoBatch', args: pageAnswer.variables });
  }, [client, pageAnswer]);
  return useMemo(
    () => shownIn(pageRender ? (data ? batchOutputOf(data) : null) : (pageAnswer?.output ?? null)),
    [pageRender, data, pageAnswer],
  );
}
