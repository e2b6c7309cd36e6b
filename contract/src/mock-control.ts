import { z } from 'zod';

/**
 * The mock API's control endpoints (CONTRACT.md "Mock control endpoints"). Served by the mock only,
 * beside /api/v1; e2e tests and the dev tools use these shapes.
 */
export const mockControlPaths = {
  mailbox: '/__mock/mailbox',
  requests: '/__mock/requests',
  reset: '/__mock/reset',
  faults: '/__mock/faults',
  feedback: '/__mock/feedback',
} as const;

/** GET /__mock/mailbox?email=E answers a list of these, newest first. */
export const mailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The 6-digit code where the message carries one, else null. */
  code: z.string().nullable(),
  /** ISO timestamp. */
  sentAt: z.string(),
});
export type MailMessage = z.infer<typeof mailMessage>;
export const mailboxResponse = z.array(mailMessage);

/** GET /__mock/requests answers a list of these, oldest first: the /api/v1 requests since start or reset. */
export const requestLogEntry = z.object({
  method: z.string(),
  /** Path and query string, e.g. `/api/v1/trip/get-trip-details?tripId=…`. */
  path: z.string(),
  status: z.number().int(),
  /** Time to answer, in milliseconds (latency and injected delays included). */
  ms: z.number(),
  /** ISO timestamp of the request's arrival. */
  at: z.string(),
});
export type RequestLogEntry = z.infer<typeof requestLogEntry>;
export const requestLogResponse = z.array(requestLogEntry);

/**
 * POST /__mock/faults: the next `times` (default 1) /api/v1 requests whose `"METHOD path"` contains
 * `match` are delayed by `delayMs` and/or answered with `status` and `{ success: false, message }`.
 */
export const faultRequest = z.object({
  match: z.string().min(1),
  status: z.number().int().min(200).max(599).optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  times: z.number().int().min(1).optional(),
});
export type FaultRequest = z.infer<typeof faultRequest>;

/** A fault as the mock holds it: `remaining` counts down to 0, then the fault is gone. */
export const fault = z.object({
  match: z.string(),
  status: z.number().int().optional(),
  delayMs: z.number().int().optional(),
  remaining: z.number().int(),
});
export type Fault = z.infer<typeof fault>;

/** Answer of POST /__mock/faults: every pending fault, the new one last. */
export const faultsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.array(fault),
});

/** GET /__mock/feedback: what the mock received, newest first (CONTRACT.md "Mock control endpoints"). */
export const receivedFeedback = z
  .object({
    /** The signed-in sender's id; null for a guest. */
    userId: z.string().nullable(),
    /** ISO timestamp. */
    receivedAt: z.string(),
  })
  .catchall(z.unknown());
export type ReceivedFeedback = z.infer<typeof receivedFeedback>;
export const receivedFeedbackResponse = z.array(receivedFeedback);
