import {
  Alert,
  Anchor,
  Button,
  Divider,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useSession, useSessionActor, useSessionEmits } from '@web/actors/session';
import { profilePictureProblem } from '@web/components/profile-picture/check-profile-picture';
import { useImagePreview } from '@web/components/profile-picture/use-image-preview';
import { showToast } from '@web/components/toast/show-toast';
import { REGISTRATION_SUCCESS_TOAST } from '../constants';
import {
  firstInvalidField,
  normaliseSignupEmail,
  registrationErrorText,
  validateSignup,
} from '../utils/signup-form';
import type { SignupFieldErrors, SignupFields } from '../utils/signup-form';
import { GoogleSignIn } from './google-sign-in';
import { ProfilePictureField } from './profile-picture-field';

type TextField = Exclude<keyof SignupFields, 'profilePic'>;

/**
 * The sign-up screen's form (spec 001 §2 "Sign-up", §4, §5, §8): registration goes through the
 * session (`session.register`); it does not sign in, so a success leads to /verify-email with the
 * e-mail.
 */
export function SignupForm({ returnTo }: { returnTo?: string }) {
  const session = useSessionActor();
  const { isLoading } = useSession();
  const navigate = useNavigate();
  const [picture, choosePicture] = useImagePreview();
  const [text, setText] = useState<Record<TextField, string>>({
    userName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<SignupFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const pictureButton = useRef<HTMLButtonElement>(null);

  const fields = (): SignupFields => ({ profilePic: picture?.file ?? null, ...text });

  function changeText(field: TextField, value: string) {
    setText((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function handlePicture(file: File | null) {
    if (file === null) return;
    const problem = profilePictureProblem(file);
    // A file that is not a usable picture is not kept: the previous choice (if any) stays.
    setErrors((previous) => ({ ...previous, profilePic: problem ?? undefined }));
    if (problem === null) choosePicture(file);
  }

  function focusField(field: keyof SignupFields) {
    if (field === 'profilePic') pictureButton.current?.focus();
    else document.getElementById(fieldId(field))?.focus();
  }

  // The e-mail of this form's registration while it is under way: the session's emits say the rest.
  const registeringEmail = useRef<string | null>(null);
  useSessionEmits((event) => {
    const email = registeringEmail.current;
    if (email === null) return;
    if (event.type === 'session.registered') {
      registeringEmail.current = null;
      setSubmitting(false);
      showToast({ type: 'success', message: REGISTRATION_SUCCESS_TOAST });
      void navigate({ to: '/verify-email', state: { email, returnTo } });
    } else if (event.type === 'session.failed') {
      registeringEmail.current = null;
      setSubmitting(false);
      const message = registrationErrorText(event.error);
      setFailure(message);
      showToast({ type: 'error', message });
    }
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = fields();
    const found = validateSignup(current);
    setErrors(found);
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid !== undefined) return focusField(firstInvalid);
    if (current.profilePic === null) return;

    setFailure(null);
    setSubmitting(true);
    const email = normaliseSignupEmail(current.email);
    registeringEmail.current = email;
    session.send({
      type: 'session.register',
      input: {
        userName: current.userName.trim(),
        email,
        password: current.password,
        profilePic: current.profilePic,
      },
    });
  }

  const textInputProps = (field: TextField) => ({
    id: fieldId(field),
    name: field,
    value: text[field],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      changeText(field, event.currentTarget.value),
    error: errors[field],
    required: true,
    withAsterisk: false,
  });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          Create your account
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Join to plan, manage and share your trips.
        </Text>
      </div>

      {failure !== null && (
        <Alert color="red" icon={<IconAlertCircle size={20} aria-hidden />}>
          {failure}
        </Alert>
      )}

      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          <ProfilePictureField
            previewUrl={picture?.url ?? null}
            onChoose={handlePicture}
            error={errors.profilePic}
            buttonRef={pictureButton}
            disabled={isSubmitting}
          />
          <TextInput
            {...textInputProps('userName')}
            label="Username"
            autoComplete="username"
            placeholder="Choose a username"
          />
          <TextInput
            {...textInputProps('email')}
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
          <PasswordInput
            {...textInputProps('password')}
            label="Password"
            autoComplete="new-password"
            placeholder="At least 6 characters"
          />
          <PasswordInput
            {...textInputProps('confirmPassword')}
            label="Confirm password"
            autoComplete="new-password"
            placeholder="Type the password again"
          />
          <Button
            type="submit"
            fullWidth
            loading={isSubmitting}
            disabled={isLoading && !isSubmitting}
          >
            Sign Up
          </Button>
        </Stack>
      </form>

      <Divider label="or" labelPosition="center" />

      <GoogleSignIn
        label="Sign up with Google"
        remember
        onSignedIn={() => navigate({ href: returnTo ?? '/', replace: true })}
      />

      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor renderRoot={(props) => <Link to="/login" {...props} />}>Sign in</Anchor>
      </Text>
    </Stack>
  );
}

const fieldId = (field: TextField) => `signup-${field}`;
