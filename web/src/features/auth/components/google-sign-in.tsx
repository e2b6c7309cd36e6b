import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconBrandGoogle } from '@tabler/icons-react';
import { useState } from 'react';
import { waitFor } from 'xstate';
import { buildGoogleTestCredential } from '../../../../../contract/src/user';
import type { GoogleTestAccount } from '../../../../../contract/src/user';
import { selectSession } from '../../../../../machines/src/session/session.machine';
import { useSession, useSessionActor } from '../../../actors/session';
import { GOOGLE_ERROR_TITLE, GOOGLE_NO_ACCESS_TOKEN } from '../constants';
import { googleErrorText, googleSignInMode } from '../utils/google-sign-in';
import { GoogleTestModeDialog } from './google-test-mode-dialog';

interface GoogleSignInProps {
  /** The button's text: "Sign in with Google" on /login, "Sign up with Google" on /signup. */
  label: string;
  /** Where the session is kept (RESOLUTIONS "Remember me"); /signup has no checkbox: true. */
  remember: boolean;
  /** Called once the session is signed in. */
  onSignedIn: () => void | Promise<void>;
}

/**
 * Google sign-in (spec 001 §2 "Login", "Sign-up", §8). Google itself would hand over an access
 * token; in the development test mode (RESOLUTIONS "Google test-mode") a dialog builds a mock Google
 * account's credential instead. Either way the credential goes through `session.googleLogin`, and a
 * failure shows in the "Authentication Error" panel.
 */
export function GoogleSignIn({ label, remember, onSignedIn }: GoogleSignInProps) {
  const session = useSessionActor();
  const { isLoading } = useSession();
  const [dialogOpened, dialog] = useDisclosure(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSigningIn, setSigningIn] = useState(false);
  const mode = googleSignInMode();

  /** What Google would answer: an access token (here the test credential), or none. */
  async function signInWith(credential: string | null) {
    dialog.close();
    setFailure(null);
    if (credential === null) {
      setFailure(GOOGLE_NO_ACCESS_TOKEN);
      return;
    }
    setSigningIn(true);
    session.send({ type: 'session.googleLogin', credential, remember });
    const settled = selectSession(
      await waitFor(session, (snapshot) => !snapshot.context.isLoading),
    );
    setSigningIn(false);
    if (settled.isAuthenticated) await onSignedIn();
    else setFailure(googleErrorText(settled.error));
  }

  return (
    <Stack gap="sm">
      {failure !== null && (
        <Alert
          color="red"
          title={GOOGLE_ERROR_TITLE}
          icon={<IconAlertCircle size={20} aria-hidden />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      )}
      <Button
        variant="default"
        fullWidth
        leftSection={<IconBrandGoogle size={18} aria-hidden />}
        onClick={dialog.open}
        loading={isSigningIn}
        disabled={mode === 'unavailable' || (isLoading && !isSigningIn)}
      >
        {label}
      </Button>
      {mode === 'unavailable' && (
        <Text size="xs" c="dimmed" ta="center">
          Google sign-in is not available in this build.
        </Text>
      )}
      {mode === 'test' && (
        <GoogleTestModeDialog
          opened={dialogOpened}
          onClose={dialog.close}
          onContinue={(account: GoogleTestAccount) =>
            void signInWith(buildGoogleTestCredential(account))
          }
          onSimulateNoToken={() => void signInWith(null)}
        />
      )}
    </Stack>
  );
}
