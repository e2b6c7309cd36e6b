import { Button, Stack, Text } from '@mantine/core';
import { GoogleOAuthProvider, useGoogleLogin, useGoogleOAuth } from '@react-oauth/google';
import { IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { GOOGLE_SCRIPT_FAILED } from '../constants';
import {
  readGoogleNonOAuthError,
  readGoogleOAuthError,
  readGoogleTokenResponse,
} from '../utils/google-sign-in';
import type { GoogleAnswer } from '../utils/google-sign-in';

interface GoogleIdentityButtonProps {
  /** The Google OAuth client id this build was configured with. */
  clientId: string;
  /** "Sign in with Google" / "Sign up with Google". */
  label: string;
  /** Google answered: a token to sign in with, a failure to show, or a closed window. */
  onAnswer: (answer: GoogleAnswer) => void;
  /** The token is being checked by the server. */
  isSigningIn: boolean;
  disabled: boolean;
}

/**
 * The real Google sign-in (spec 000 §4 "Google login", 001 §2; RESOLUTIONS 27.3): Google Identity
 * Services' token flow in a Google window, whose access token the screen sends as `credential`.
 * Google's script loads only on the screens that show this button, and only when a client id is
 * configured (the gateway's CSP then allows accounts.google.com).
 */
export function GoogleIdentityButton({ clientId, ...buttonProps }: GoogleIdentityButtonProps) {
  const [scriptFailed, setScriptFailed] = useState(false);
  return (
    <GoogleOAuthProvider
      clientId={clientId}
      onScriptLoadError={() => setScriptFailed(true)}
      onScriptLoadSuccess={() => setScriptFailed(false)}
    >
      <TokenFlowButton {...buttonProps} scriptFailed={scriptFailed} />
    </GoogleOAuthProvider>
  );
}

function TokenFlowButton({
  label,
  onAnswer,
  isSigningIn,
  disabled,
  scriptFailed,
}: Omit<GoogleIdentityButtonProps, 'clientId'> & { scriptFailed: boolean }) {
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  const requestAccessToken = useGoogleLogin({
    flow: 'implicit',
    onSuccess: (response) => onAnswer(readGoogleTokenResponse(response)),
    onError: (response) => onAnswer(readGoogleOAuthError(response)),
    onNonOAuthError: (error) => onAnswer(readGoogleNonOAuthError(error)),
  });

  return (
    <Stack gap={4}>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        // Google's window must open from the click itself, or pop-up blockers stop it.
        onClick={() => requestAccessToken()}
        loading={isSigningIn || (!scriptLoadedSuccessfully && !scriptFailed)}
        disabled={disabled || !scriptLoadedSuccessfully}
      >
        {label}
      </Button>
      {scriptFailed && (
        <Text size="xs" c="dimmed" ta="center">
          {GOOGLE_SCRIPT_FAILED}
        </Text>
      )}
    </Stack>
  );
}
