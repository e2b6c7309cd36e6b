import type { RequestHandler } from 'express';
import { refusalBody } from '../graphql-http';
import { MEGABYTE, UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from './constants';

/**
 * Bounds the bytes multipart uploads may hold in the gateway at once (issue 17: 20 parallel 5 MB
 * uploads added 280 MB). Each upload is read whole before it goes upstream, so the bytes in flight
 * are memory: a request declaring more than one request may carry is refused with 413 before its
 * body is read, and one that would take the gateway past its budget for all uploads with 503 and
 * Retry-After. A request without a Content-Length reserves the most one request may carry.
 */

export interface UploadBudgetLimits {
  /** The most one multipart request may carry: its files at their cap, plus the form around them. */
  maxRequestBytes: number;
  /** The most all multipart requests in flight may carry together. */
  maxInFlightBytes: number;
}

/** 3 files of 5 MB and a megabyte for the operation and the multipart framing. */
export const UPLOAD_MAX_REQUEST_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_FILE_BYTES + MEGABYTE;
/** Four full requests at once; more wait for a moment (503 with Retry-After). */
export const UPLOAD_MAX_IN_FLIGHT_BYTES = 4 * UPLOAD_MAX_REQUEST_BYTES;
export const UPLOAD_RETRY_AFTER_S = 2;

const wholeMegabytes = (bytes: number) => Math.floor(bytes / MEGABYTE);

export const uploadBudgetMessages = {
  requestTooLarge: (maxBytes: number) =>
    `Upload too large: at most ${wholeMegabytes(maxBytes)} MB per request`,
  busy: 'The server is busy with other uploads. Please try again in a moment.',
} as const;

function isMultipart(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'multipart/form-data';
}

export interface UploadBudget {
  middleware: RequestHandler;
  /** Bytes reserved by the uploads in flight now. */
  inFlightBytes(): number;
}

export function createUploadBudget(
  limits: UploadBudgetLimits = {
    maxRequestBytes: UPLOAD_MAX_REQUEST_BYTES,
    maxInFlightBytes: UPLOAD_MAX_IN_FLIGHT_BYTES,
  },
): UploadBudget {
  let inFlight = 0;
  const middleware: RequestHandler = (req, res, next) => {
    if (!isMultipart(req.headers['content-type'])) {
      next();
      return;
    }
    const declared = Number(req.headers['content-length']);
    const reserved =
      Number.isSafeInteger(declared) && declared >= 0 ? declared : limits.maxRequestBytes;
    if (reserved > limits.maxRequestBytes) {
      // The body is not read: the connection closes after the answer.
      res
        .set('Connection', 'close')
        .status(413)
        .json(refusalBody(uploadBudgetMessages.requestTooLarge(limits.maxRequestBytes)));
      return;
    }
    if (inFlight + reserved > limits.maxInFlightBytes) {
      res
        .set({ Connection: 'close', 'Retry-After': String(UPLOAD_RETRY_AFTER_S) })
        .status(503)
        .json(refusalBody(uploadBudgetMessages.busy));
      return;
    }
    inFlight += reserved;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      inFlight -= reserved;
    };
    res.once('finish', release);
    res.once('close', release);
    next();
  };
  return { middleware, inFlightBytes: () => inFlight };
}
