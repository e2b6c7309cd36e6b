import { assertEvent, assign } from 'xstate';
import type { EventObject } from 'xstate';
import { backspaceOtpBox, changeOtpBox, pasteOtp } from './otp-input';
import type { OtpDigits, OtpEditEvent } from './otp-input';

/** What a machine with the six code boxes keeps in its context. */
export interface OtpEditingContext {
  digits: OtpDigits;
  /** Inline error under the boxes: any edit clears it. */
  error: string | null;
}

/**
 * The box edits shared by /verify-email and /reset-password step 1 (spec 001 §2, §4: a digit per
 * box, paste keeps digits only, Backspace on an empty box goes back): named `actions` to spread into
 * the machine's `setup(...)` and the `on` transitions for the state where the code is typed.
 * `types` names the machine's context and events, as `setup`'s `types` does (only its type is used).
 */
export function otpEditing<TContext extends OtpEditingContext, TEvent extends EventObject>(
  // The machine's events must include the box edits (refused at compile time otherwise).
  _types: { context: TContext; events: TEvent } & (OtpEditEvent extends TEvent ? unknown : never),
) {
  // Each update names fields of OtpEditingContext only, so the cast to the machine's context is sound.
  const update = (fields: OtpEditingContext) => fields as Partial<TContext>;
  // Sound by the constraint above and the assertEvent before each use.
  const asEdit = (event: TEvent) => event as unknown as OtpEditEvent;
  const actions = {
    changeBox: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      const edit = asEdit(event);
      assertEvent(edit, 'otp.changed');
      return update({
        digits: changeOtpBox(context.digits, edit.index, edit.value).digits,
        error: null,
      });
    }),
    pasteCode: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => {
      const edit = asEdit(event);
      assertEvent(edit, 'otp.pasted');
      return update({ digits: pasteOtp(edit.text).digits, error: null });
    }),
    backspaceBox: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => {
      const edit = asEdit(event);
      assertEvent(edit, 'otp.backspaced');
      return update({ digits: backspaceOtpBox(context.digits, edit.index).digits, error: null });
    }),
  };
  const on = {
    'otp.changed': { actions: 'changeBox' },
    'otp.pasted': { actions: 'pasteCode' },
    'otp.backspaced': { actions: 'backspaceBox' },
  } as const;
  return { actions, on };
}
