import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconAlertCircle, IconCircleCheck, IconClockExclamation } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useSession, useSessionActor, useSessionEmits } from '@web/actors/session';
import { showToast } from '@web/components/toast/show-toast';
import { focusFirstInvalidField } from '@web/lib/forms/zod-form';
import {
  REMEMBER_ME_DEFAULT,
  SESSION_EXPIRED_NOTICE,
  VERIFY_EMAIL_FIRST_MESSAGE,
} from '../constants';
import {
  LOGIN_FIELD_ORDER,
  asksToVerifyEmail,
  loginErrorText,
  validateLogin,
} from '../utils/login-form';
import type { LoginFields } from '../utils/login-form';
import { GoogleSignIn } from './google-sign-in';

interface LoginFormProps {
  /** Where a successful login goes: the return-to path, else /. */
  returnTo: string;
  /** A message handed over by another screen (e-mail verified, password reset), with the e-mail. */
  arrival?: { message: string; email?: string };
  /** Sent here because the session expired (issue 18): says so until the next sign-in attempt. */
  expired?: boolean;
}

/** The login screen's form (spec 001 §2 "Login", §4, §5, §8). */
export function LoginForm({ returnTo, arrival, expired = false }: LoginFormProps) {
  const session = useSessionActor();
  const { isLoading } = useSession();
  const navigate = useNavigate();
  const form = useForm<LoginFields>({
    mode: 'controlled',
    initialValues: { userName: '', password: '', remember: REMEMBER_ME_DEFAULT },
    validate: validateLogin,
    // Checked on submit only; a message stays until the next submit.
    clearInputErrorOnChange: false,
  });
  const [failure, setFailure] = useState<string | null>(null);

  function showFailure(error: string) {
    const message = loginErrorText(error);
    if (asksToVerifyEmail(message)) {
      showToast({ type: 'warning', message: VERIFY_EMAIL_FIRST_MESSAGE });
      const typed = form.getValues().userName.trim();
      void navigate({ to: '/verify-email', state: { email: typed, userName: typed } });
      return;
    }
    setFailure(message);
    showToast({ type: 'error', message });
  }

  // Set while this form's login is under way: the session's emits then say where to go.
  const awaitingLogin = useRef(false);
  useSessionEmits((event) => {
    if (!awaitingLogin.current) return;
    if (event.type === 'session.signedIn') {
      awaitingLogin.current = false;
      void navigate({ href: returnTo, replace: true });
    } else if (event.type === 'session.failed') {
      awaitingLogin.current = false;
      showFailure(event.error);
    }
  });

  function submitLogin({ userName, password, remember }: LoginFields) {
    setFailure(null);
    awaitingLogin.current = true;
    session.send({ type: 'session.login', userName: userName.trim(), password, remember });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          Welcome back
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Sign in to plan, manage and share your trips.
        </Text>
      </div>

      {arrival !== undefined && (
        <Alert color="green" icon={<IconCircleCheck size={20} aria-hidden />}>
          {arrival.message}
          {arrival.email !== undefined && (
            <Text size="sm" mt={4}>
              {arrival.email}
            </Text>
          )}
        </Alert>
      )}

      {expired && failure === null && (
        <Alert color="yellow" role="status" icon={<IconClockExclamation size={20} aria-hidden />}>
          {SESSION_EXPIRED_NOTICE}
        </Alert>
      )}

      {failure !== null && (
        <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />}>
          {failure}
        </Alert>
      )}

      <form
        noValidate
        // Built in the handler: the submit step marks a ref, which render must not touch.
        onSubmit={(event) =>
          form.onSubmit(submitLogin, (errors) =>
            focusFirstInvalidField(form, LOGIN_FIELD_ORDER, errors),
          )(event)
        }
      >
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('userName')}
            label="Username"
            name="userName"
            autoComplete="username"
            placeholder="Your username"
            required
            withAsterisk={false}
          />
          <PasswordInput
            {...form.getInputProps('password')}
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            required
            withAsterisk={false}
          />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox
              {...form.getInputProps('remember', { type: 'checkbox' })}
              label="Remember me"
            />
            <Anchor size="sm" renderRoot={(props) => <Link to="/forgot-password" {...props} />}>
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={isLoading}>
            Sign in
          </Button>
        </Stack>
      </form>

      <Divider label="or" labelPosition="center" />

      <GoogleSignIn
        label="Sign in with Google"
        remember={form.values.remember}
        onSignedIn={() => navigate({ href: returnTo, replace: true })}
      />

      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        {/* The way back survives a detour to sign-up (e.g. a guest who pressed Join on a shared trip). */}
        {/* Underlined: in the dark scheme its colour alone is too close to the text's (axe). */}
        <Anchor
          underline="always"
          renderRoot={(props) => (
            <Link to="/signup" search={returnTo === '/' ? {} : { redirect: returnTo }} {...props} />
          )}
        >
          Sign up
        </Anchor>
      </Text>
    </Stack>
  );
}
