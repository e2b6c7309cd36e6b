import type { MailMessage } from '@contract/mock-control';
import type { StateAccess } from './state';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The 6-digit code the message carries (verification, password reset), if any. */
  code?: string | null;
}

/** The mock's outgoing e-mail: nothing is sent, messages are kept for GET /__mock/mailbox. */
export function createMailboxArea(access: StateAccess) {
  return {
    send(mail: OutgoingMail): MailMessage {
      const message: MailMessage = {
        to: mail.to.trim().toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        code: mail.code ?? null,
        sentAt: new Date(access.now()).toISOString(),
      };
      access.change((state) => {
        state.mailbox.push(message);
      });
      return { ...message };
    },
    /** Messages sent to the address (case-insensitive), newest first. */
    list(email: string): MailMessage[] {
      const wanted = email.trim().toLowerCase();
      return access
        .read()
        .mailbox.filter((message) => message.to === wanted)
        .reverse()
        .map((message) => ({ ...message }));
    },
  };
}

export type MailboxArea = ReturnType<typeof createMailboxArea>;
