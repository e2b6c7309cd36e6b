import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { RequestHandler } from 'express';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from './constants';

/**
 * Parses GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * into `req.body` with Upload promises; other requests pass untouched. Mount it on /graphql before the
 * Apollo middleware. Apollo's CSRF prevention still applies afterwards: a multipart request without
 * the `apollo-require-preflight` header is refused (400) before any resolver reads a file.
 */
export function graphqlUploads(): RequestHandler {
  return graphqlUploadExpress({ maxFileSize: UPLOAD_MAX_FILE_BYTES, maxFiles: UPLOAD_MAX_FILES });
}
