import { http } from 'msw';
import type { HttpHandler } from 'msw';
import { feedbackRequest } from '@contract/feedback';
import type { FeedbackResponse } from '@contract/feedback';
import { paths } from '@contract/paths';
import { optionalUser } from '../auth/require-user';
import type { MockDb } from '../db/store';
import { jsonResponse, parseRequest, readJsonObject, route } from './respond';

/** The mock's answer text; D1 §7 shows only the success flag. */
export const FEEDBACK_RECEIVED_MESSAGE = 'Thank you for your feedback';

/**
 * POST /api/v1/user/feedback (D1 §7, checklist 27.8): validated with the contract's schema, open to
 * guests (D1 §6); a signed-in sender is recorded. The payload is kept as received for
 * GET /__mock/feedback.
 */
export function createFeedbackHandlers(db: MockDb): HttpHandler[] {
  return [
    http.post(
      `*${paths.feedback}`,
      route(async ({ request }) => {
        const sender = await optionalUser(db, request);
        const payload = await readJsonObject(request);
        parseRequest(feedbackRequest, payload);
        db.feedback.receive(payload, sender?._id ?? null);
        const answer: FeedbackResponse = { success: true, message: FEEDBACK_RECEIVED_MESSAGE };
        return jsonResponse(answer);
      }),
    ),
  ];
}
