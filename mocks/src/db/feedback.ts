import type { ReceivedFeedback } from '@contract/mock-control';
import type { StateAccess } from './state';

/** Feedback the mock received (POST user/feedback), kept for GET /__mock/feedback. */
export function createFeedbackArea(access: StateAccess) {
  return {
    /** Keeps the payload as it arrived, with the sender (null for a guest) and the time. */
    receive(payload: Record<string, unknown>, userId: string | null): ReceivedFeedback {
      const received: ReceivedFeedback = {
        ...structuredClone(payload),
        userId,
        receivedAt: new Date(access.now()).toISOString(),
      };
      access.change((state) => {
        state.feedback.push(received);
      });
      return structuredClone(received);
    },
    /** Everything received since the seed, newest first. */
    list(): ReceivedFeedback[] {
      return access
        .read()
        .feedback.map((entry) => structuredClone(entry))
        .reverse();
    },
  };
}

export type FeedbackArea = ReturnType<typeof createFeedbackArea>;
