import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT_PX } from '@web/components/layout/constants';
import type { ProfileFieldsFragment } from '@web/gql/graphql';
import { focusFirstInvalidField } from '@web/lib/forms/zod-form';
import { BIO_MAX_LENGTH } from '../constants';
import { useProfileUpdate } from '../hooks/use-profile-update';
import { PROFILE_FORM_FIELDS, profileFormValues, validateProfile } from '../utils/profile-form';
import type { ProfileFormValues } from '../utils/profile-form';

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
  const { save, isSaving } = useProfileUpdate();
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: profileFormValues(user),
    validate: validateProfile,
    // Lengths are checked as typed; a URL once it has been left (and then as typed, see below).
    validateInputOnChange: ['firstName', 'lastName', 'bio'],
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(
    async (values) => {
      if (await save(values)) onSaved();
    },
    (errors) => focusFirstInvalidField(form, PROFILE_FORM_FIELDS, errors),
  );

  const bioLength = form.values.bio.length;
  const fieldProps = (field: keyof ProfileFormValues) => {
    const input = form.getInputProps(field);
    return {
      ...input,
      id: fieldId(field),
      name: field,
      // A URL's message, once shown, follows the typing instead of vanishing at the first key.
      onChange: (event: { currentTarget: { value: string } }) => {
        const shown = form.errors[field] !== undefined;
        input.onChange(event);
        if (shown) form.validateField(field);
      },
    };
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
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
