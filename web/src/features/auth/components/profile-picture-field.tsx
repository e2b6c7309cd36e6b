import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconCamera, IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import type { Ref } from 'react';
import { IMAGE_ACCEPT } from '@web/components/profile-picture/constants';

interface ProfilePictureFieldProps {
  /** The preview of the chosen picture, or null before one is chosen. */
  previewUrl: string | null;
  onChoose: (file: File | null) => void;
  error?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  disabled?: boolean;
}

/** Sign-up's required picture (spec 001 §2 "Sign-up", §5): a chooser with a round preview. */
export function ProfilePictureField({
  previewUrl,
  onChoose,
  error,
  buttonRef,
  disabled = false,
}: ProfilePictureFieldProps) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={6} align="center">
      <Text id={labelId} size="sm" fw={500}>
        Profile picture
      </Text>
      <Group gap="md" wrap="nowrap" justify="center">
        <Avatar
          src={previewUrl}
          alt={previewUrl === null ? undefined : 'Chosen profile picture'}
          size={84}
          radius={84}
          color="gray"
          variant="light"
        >
          <IconUser size={40} aria-hidden />
        </Avatar>
        <FileButton
          onChange={onChoose}
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          inputProps={{ name: 'profilePic', 'aria-label': 'Profile picture file' }}
        >
          {(props) => (
            <Button
              {...props}
              ref={buttonRef}
              variant="default"
              leftSection={<IconCamera size={18} aria-hidden />}
              aria-describedby={error === undefined ? labelId : `${labelId} ${errorId}`}
            >
              {previewUrl === null ? 'Choose picture' : 'Change picture'}
            </Button>
          )}
        </FileButton>
      </Group>
      {error !== undefined && (
        <Input.Error id={errorId} role="alert" ta="center">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
