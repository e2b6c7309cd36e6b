import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconBrandGoogle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { buildGoogleTestCredential } from '@contract/google-test-credential';
import type { GoogleTestAccount } from '@contract/google-test-credential';
import { useSession, useSessionActor, useSessionEmits } from '@web/actors/session';
import { GOOGLE_ERROR_TITLE, GOOGLE_NO_ACCESS_TOKEN, GOOGLE_TEST_MODE_TITLE } from '../constants';
import { googleErrorText, googleSignInSetup } from '../utils/google-sign-in';
import type { GoogleAnswer } from '../utils/google-sign-in';
import { GoogleIdentityButton } from './google-identity-button';
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
 * Google sign-in (spec 001 §2 "Login", "Sign-up", §8). With a client id configured at build time,
 * Google Identity Services hands over an access token (google-identity-button.tsx); in the
 * development test mode (RESOLUTIONS "Google test-mode") a dialog builds a mock Google account's
 * credential instead. Either way the credential goes through `session.googleLogin`, and a failure
 * shows in the "Authentication Error" panel.
 */
export function GoogleSignIn({ label, remember, onSignedIn }: GoogleSignInProps) {
  const session = useSessionActor();
  const { isLoading } = useSession();
  const [dialogOpened, dialog] = useDisclosure(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSigningIn, setSigningIn] = useState(false);
  const { clientId, testMode } = googleSignInSetup();

  // Set while this button's sign-in is under way: the session's emits say how it ended.
  const awaitingSignIn = useRef(false);
  useSessionEmits((event) => {
    if (!awaitingSignIn.current) return;
    if (event.type !== 'session.signedIn' && event.type !== 'session.failed') return;
    awaitingSignIn.current = false;
    setSigningIn(false);
    if (event.type === 'session.signedIn') void onSignedIn();
    else setFailure(googleErrorText(event.error));
  });

  /** What Google would answer: an access token (here the test credential), or none. */
  function signInWith(credential: string | null) {
    dialog.close();
    setFailure(null);
    if (credential === null) {
      setFailure(GOOGLE_NO_ACCESS_TOKEN);
      return;
    }
    setSigningIn(true);
    awaitingSignIn.current = true;
    session.send({ type: 'session.googleLogin', credential, remember });
  }

  function handleGoogleAnswer(answer: GoogleAnswer) {
    if (answer.kind === 'token') signInWith(answer.accessToken);
    else if (answer.kind === 'failure') setFailure(answer.message);
  }

  const busyElsewhere = isLoading && !isSigningIn;

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
      {clientId !== null ? (
        <GoogleIdentityButton
          clientId={clientId}
          label={label}
          onAnswer={handleGoogleAnswer}
          isSigningIn={isSigningIn}
          disabled={busyElsewhere}
        />
      ) : (
        <Button
          variant="default"
          fullWidth
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
          onClick={dialog.open}
          loading={isSigningIn}
          disabled={busyElsewhere}
        >
          {label}
        </Button>
      )}
      {/* In development with a client id, the test mode stays reachable beside the real button. */}
      {testMode && clientId !== null && (
        <Anchor component="button" type="button" size="xs" ta="center" onClick={dialog.open}>
          Use the {GOOGLE_TEST_MODE_TITLE.toLowerCase()} instead
        </Anchor>
      )}
      {testMode && (
        <GoogleTestModeDialog
          opened={dialogOpened}
          clientConfigured={clientId !== null}
          onClose={dialog.close}
          onContinue={(account: GoogleTestAccount) =>
            signInWith(buildGoogleTestCredential(account))
          }
          onSimulateNoToken={() => signInWith(null)}
        />
      )}
    </Stack>
  );
}
