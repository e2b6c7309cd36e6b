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
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useSession, useSessionActor, useSessionEmits } from '@web/actors/session';
import { profilePictureProblem } from '@web/components/profile-picture/check-profile-picture';
import { useImagePreview } from '@web/components/profile-picture/use-image-preview';
import { showToast } from '@web/components/toast/show-toast';
import { REGISTRATION_SUCCESS_TOAST } from '../constants';
import { normaliseSignupEmail } from '../utils/signup-email';
import { firstInvalidField, registrationErrorText, validateSignup } from '../utils/signup-form';
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
  const form = useForm<SignupFields>({
    mode: 'controlled',
    initialValues: { profilePic: null, userName: '', email: '', password: '', confirmPassword: '' },
    // Checked on submit; typing in a field clears its message (Mantine's default).
    validate: validateSignup,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const pictureButton = useRef<HTMLButtonElement>(null);

  function handlePicture(file: File | null) {
    if (file === null) return;
    const problem = profilePictureProblem(file);
    // A file that is not a usable picture is not kept: the previous choice (if any) stays.
    if (problem !== null) return form.setFieldError('profilePic', problem);
    form.setFieldValue('profilePic', file);
    choosePicture(file);
  }

  function focusField(field: keyof SignupFields) {
    if (field === 'profilePic') pictureButton.current?.focus();
    else form.getInputNode(field)?.focus();
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

  function register(fields: SignupFields) {
    if (fields.profilePic === null) return;
    setFailure(null);
    setSubmitting(true);
    const email = normaliseSignupEmail(fields.email);
    registeringEmail.current = email;
    session.send({
      type: 'session.register',
      input: {
        userName: fields.userName.trim(),
        email,
        password: fields.password,
        profilePic: fields.profilePic,
      },
    });
  }

  function focusFirstInvalid(errors: SignupFieldErrors) {
    const firstInvalid = firstInvalidField(errors);
    if (firstInvalid !== undefined) focusField(firstInvalid);
  }

  const textInputProps = (field: TextField) => ({
    ...form.getInputProps(field),
    id: fieldId(field),
    name: field,
    required: true,
    withAsterisk: false,
  });

  // The schema's messages are strings; Mantine types errors as any node.
  const pictureError = form.errors.profilePic;
  const pictureErrorText = typeof pictureError === 'string' ? pictureError : undefined;

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

      <form
        noValidate
        // Built in the handler: registering marks a ref, which render must not touch.
        onSubmit={(event) => form.onSubmit(register, focusFirstInvalid)(event)}
      >
        <Stack gap="md">
          <ProfilePictureField
            previewUrl={picture?.url ?? null}
            onChoose={handlePicture}
            error={pictureErrorText}
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
        {/* Underlined: in the dark scheme its colour alone is too close to the text's (axe). */}
        <Anchor
          underline="always"
          renderRoot={(props) => (
            <Link to="/login" search={returnTo ? { redirect: returnTo } : {}} {...props} />
          )}
        >
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}

const fieldId = (field: TextField) => `signup-${field}`;
