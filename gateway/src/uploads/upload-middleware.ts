import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { RequestHandler } from 'express';
import { refusalBody } from '../graphql-http';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from './constants';
import { createUploadBudget } from './upload-budget';

/** The answer to a multipart request the parser could never read (issue 17: held 300 s). */
export const malformedMultipartMessage =
  'Bad request: a multipart request needs a boundary in its Content-Type';

/** RFC 2046 §5.1.1: 1 to 70 characters, quoted or not. */
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

function isMultipart(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'multipart/form-data';
}

function withClientStatus(error: unknown): unknown {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status < 500 ? error : { status: 400, cause: error };
}

/**
 * Parses GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec)
 * into `req.body` with Upload promises; other requests pass untouched. Mount it on /graphql before the
 * Apollo middleware. Apollo's CSRF prevention still applies afterwards: a multipart request without
 * the `apollo-require-preflight` header is refused (400) before any resolver reads a file.
 * A multipart request without a usable boundary is answered 400 at once: the parser would wait for
 * the whole body and never answer.
 */
export function graphqlUploads(): RequestHandler[] {
  const parse = graphqlUploadExpress({
    maxFileSize: UPLOAD_MAX_FILE_BYTES,
    maxFiles: UPLOAD_MAX_FILES,
  });
  const parseMultipart: RequestHandler = (req, res, next) => {
    const contentType = req.headers['content-type'];
    if (isMultipart(contentType) && !BOUNDARY.test(contentType ?? '')) {
      // The body is not read: the connection closes after the answer.
      res.set('Connection', 'close').status(400).json(refusalBody(malformedMultipartMessage));
      return;
    }
    // A body the parser cannot read is the client's fault: 400 (its own 400/413 are kept), not 500.
    parse(req, res, (error?: unknown) => {
      next(error === undefined ? undefined : withClientStatus(error));
    });
  };
  // The byte budget first: a refused upload's body is never parsed (upload-budget.ts).
  return [createUploadBudget().middleware, parseMultipart];
}
