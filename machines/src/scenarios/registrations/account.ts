import { createFeedbackWizardMachine } from '@machines/feedback/feedback-wizard.machine';
import { createLocationPermissionMachine } from '@machines/location/location-permission.machine';
import { createForgotPasswordMachine } from '@machines/password-reset/forgot-password.machine';
import { createResetPasswordMachine } from '@machines/password-reset/reset-password.machine';
import { createSessionMachine } from '@machines/session/session.machine';
import type { SessionInput } from '@machines/session/session.machine';
import { createEmailVerificationMachine } from '@machines/verification/email-verification.machine';
import { registerMachine } from '../registered-machine';

/** The account machines: the session and the flows around it. */

export const sessionRegistration = registerMachine({
  name: 'session',
  description:
    'The signed-in user and the access token: sign-in, sign-up, the refresh schedule, the one retry of a refused request, sign-out (also from another tab).',
  effects: [
    'login',
    'googleLogin',
    'register',
    'logout',
    'refresh',
    'persist',
    'clear',
    'announceEnd',
  ],
  defaultInput: { stored: { user: null, accessToken: null } },
  build: ({ effect, record }) =>
    createSessionMachine({
      server: {
        login: effect('login'),
        googleLogin: effect('googleLogin'),
        register: effect('register'),
        logout: effect('logout'),
        refresh: effect('refresh'),
      },
      store: { persist: record('persist'), clear: record('clear') },
      // A step `session.endedElsewhere` stands for another tab; nothing else listens here.
      tabs: { announceEnd: record('announceEnd'), onEndElsewhere: () => () => {} },
    }),
  inputFor: (input, { clock }) => ({ ...(input as SessionInput), now: () => clock.now() }),
});

export const feedbackWizardRegistration = registerMachine({
  name: 'feedback-wizard',
  description: 'The feedback form: its steps, answers, validation and sending.',
  effects: ['submitFeedback'],
  defaultInput: { signedInEmail: null },
  build: ({ effect }) => createFeedbackWizardMachine({ submitFeedback: effect('submitFeedback') }),
});

export const emailVerificationRegistration = registerMachine({
  name: 'email-verification',
  description: 'Verify email: the six-digit code, verifying, resending with its countdown.',
  effects: ['verifyOtp', 'resendOtp'],
  defaultInput: { email: 'newbie@example.com' },
  build: ({ effect }) =>
    createEmailVerificationMachine({
      verifyOtp: effect('verifyOtp'),
      resendOtp: effect('resendOtp'),
    }),
});

export const forgotPasswordRegistration = registerMachine({
  name: 'forgot-password',
  description: 'Forgot password: the e-mail, its check and sending the reset code.',
  effects: ['forgotPassword'],
  build: ({ effect }) => createForgotPasswordMachine({ forgotPassword: effect('forgotPassword') }),
});

export const resetPasswordRegistration = registerMachine({
  name: 'reset-password',
  description:
    'Reset password: verify the code (resend with countdown), then set the new password.',
  effects: ['verifyResetOtp', 'resendResetOtp', 'resetPassword'],
  defaultInput: { email: 'maya@example.com' },
  build: ({ effect }) =>
    createResetPasswordMachine({
      verifyResetOtp: effect('verifyResetOtp'),
      resendResetOtp: effect('resendResetOtp'),
      resetPassword: effect('resetPassword'),
    }),
});

export const locationPermissionRegistration = registerMachine({
  name: 'location-permission',
  description: 'Update location: the browser position (permission, errors) and saving it.',
  effects: ['getPosition', 'saveLocation'],
  build: ({ effect }) =>
    createLocationPermissionMachine({
      getPosition: effect('getPosition'),
      saveLocation: effect('saveLocation'),
    }),
});
