import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconMailQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { EMAIL_INVALID, EMAIL_PATTERN, EMAIL_REQUIRED } from '@machines/password-reset/constants';
import { normaliseSignupEmail } from '../utils/signup-email';
import { AuthScreenHeader } from './auth-screen-header';

interface VerifyEmailAddressPromptProps {
  /** What the login screen passed: the username of the refused login. */
  userName: string;
  onEmail: (email: string) => void;
}

/**
 * A refused login (spec 001 §4 "A login failure mentioning e-mail verification sends the user to
 * /verify-email") knows only the username that was typed. The codes go to an e-mail, so the screen
 * first asks which one; then the usual code entry follows, where a new code can be requested.
 */
export function VerifyEmailAddressPrompt({ userName, onEmail }: VerifyEmailAddressPromptProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <Stack gap="lg">
      <AuthScreenHeader icon={<IconMailQuestion size={30} />} title="Verify your email">
        The account <strong>{userName}</strong> has not verified its e-mail yet. Enter the e-mail
        address you signed up with to verify it with a 6-digit code.
      </AuthScreenHeader>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const normalised = normaliseSignupEmail(email);
          if (normalised === '') return setError(EMAIL_REQUIRED);
          if (!EMAIL_PATTERN.test(normalised)) return setError(EMAIL_INVALID);
          onEmail(normalised);
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
      <Anchor size="sm" ta="center" renderRoot={(props) => <Link to="/login" {...props} />}>
        Back to Login
      </Anchor>
    </Stack>
  );
}
