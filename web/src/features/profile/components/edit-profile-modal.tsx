import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@web/components/layout/constants';
import type { ProfileFieldsFragment } from '@web/gql/graphql';
import { BIO_MAX_LENGTH } from '../constants';
import { useProfileUpdate } from '../hooks/use-profile-update';
import {
  PROFILE_FORM_FIELDS,
  profileFieldError,
  profileFormValues,
  validateProfile,
} from '../utils/profile-form';
import type { ProfileFormErrors, ProfileFormValues } from '../utils/profile-form';

interface EditProfileModalProps {
  opened: boolean;
  onClose: () => void;
  user: ProfileFieldsFragment;
}

/** The Edit Profile dialog; its form starts from the saved profile each time it opens. */
export function EditProfileModal({ opened, onClose, user }: EditProfileModalProps) {
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit Profile"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      fullScreen={isPhone}
      centered
    >
      {/* Mounted only while open, so each opening starts from the saved values. */}
      {opened && <EditProfileForm user={user} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}

interface EditProfileFormProps {
  user: ProfileFieldsFragment;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The Edit Profile form (spec 001 §2 "Profile", §5, §9; RESOLUTIONS "Profile limits' messages"):
 * names up to 15 characters, a bio up to 200 with a counter, Facebook and Instagram URLs. The limits
 * show while typing; a failed save keeps everything typed.
 */
export function EditProfileForm({ user, onSaved, onCancel }: EditProfileFormProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const { save, isSaving } = useProfileUpdate();

  function change(field: keyof ProfileFormValues, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Lengths are checked as typed; a URL only once it has been left (see blur), unless shown.
    const checkNow = field !== 'facebook' && field !== 'instagram';
    setErrors((previous) => ({
      ...previous,
      [field]:
        checkNow || previous[field] !== undefined ? profileFieldError(field, value) : undefined,
    }));
  }

  function blur(field: keyof ProfileFormValues) {
    setErrors((previous) => ({ ...previous, [field]: profileFieldError(field, values[field]) }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    const firstInvalid = PROFILE_FORM_FIELDS.find((field) => found[field] !== undefined);
    if (firstInvalid !== undefined) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    if (await save(values)) onSaved();
  }

  const bioLength = values.bio.length;
  const fieldProps = (field: keyof ProfileFormValues) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      change(field, event.currentTarget.value),
    onBlur: () => blur(field),
    error: errors[field],
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput {...fieldProps('firstName')} label="First Name" autoComplete="given-name" />
          <TextInput {...fieldProps('lastName')} label="Last Name" autoComplete="family-name" />
        </SimpleGrid>
        <Textarea
          {...fieldProps('bio')}
          label="Bio"
          placeholder="Tell other travelers about yourself"
          autosize
          minRows={3}
          maxRows={8}
          // The counter sits under the field and is read with it (Mantine ties the description).
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            <Text span size="xs" c={bioLength > BIO_MAX_LENGTH ? 'red.8' : 'dimmed'}>
              {bioLength}/{BIO_MAX_LENGTH} characters
            </Text>
          }
          styles={{ description: { textAlign: 'right', marginTop: 4 } }}
        />
        <TextInput
          {...fieldProps('facebook')}
          label="Facebook"
          type="url"
          placeholder="https://facebook.com/yourname"
          leftSection={<IconBrandFacebook size={18} aria-hidden />}
        />
        <TextInput
          {...fieldProps('instagram')}
          label="Instagram"
          type="url"
          placeholder="https://instagram.com/yourname"
          leftSection={<IconBrandInstagram size={18} aria-hidden />}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const fieldId = (field: keyof ProfileFormValues) => `edit-profile-${field}`;
