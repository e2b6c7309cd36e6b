import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { EMAIL_PATTERN } from '@machines/password-reset/constants';
import { AuthShell } from '../features/auth/components/auth-shell';
import { VerifyEmailAddressPrompt } from '../features/auth/components/verify-email-address-prompt';
import { VerifyEmailForm } from '../features/auth/components/verify-email-form';
import { normaliseSignupEmail } from '../features/auth/utils/signup-email';

/** No layout; needs an e-mail in navigation state, otherwise renders nothing (spec 001 §2). */
export const Route = createFileRoute('/verify-email')({
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const state = useLocation({ select: (location) => location.state });
  const given = state.email === undefined ? '' : normaliseSignupEmail(state.email);
  // From a refused login the state holds the username typed there, not an e-mail.
  const [email, setEmail] = useState<string | null>(EMAIL_PATTERN.test(given) ? given : null);

  if (given === '') return null;
  return (
    <AuthShell>
      {email === null ? (
        <VerifyEmailAddressPrompt userName={state.userName ?? given} onEmail={setEmail} />
      ) : (
        <VerifyEmailForm key={email} email={email} returnTo={state.returnTo} />
      )}
    </AuthShell>
  );
}
