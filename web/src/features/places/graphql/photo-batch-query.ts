import { graphql } from '@web/gql';

/** A photo batch (spec 001 §3 "Photo batch", §7 `POST places/batch-photos`): gateway image URLs. */
export const PhotoBatchQuery = graphql(`
  query PhotoBatch($refs: [String!]!, $quality: PhotoQuality!, $batchType: PhotoBatchType!) {
    photoBatch(refs: $refs, quality: $quality, batchType: $batchType) {
      photos {
        photoRef
        success
        url
        error
      }
      total
      successful
    }
  }
`);
