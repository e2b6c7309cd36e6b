import { Avatar, FileButton, Loader, Overlay, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { IMAGE_ACCEPT } from '@web/components/profile-picture/constants';
import classes from './profile.module.css';
import { initialsOf } from '@web/lib/text/initials';

interface ProfilePictureButtonProps {
  src: string | null;
  name: string;
  isUploading: boolean;
  onChoose: (file: File | null) => void;
}

/** The header's picture: a click opens the file chooser to change it (spec 001 §2 "Profile"). */
export function ProfilePictureButton({
  src,
  name,
  isUploading,
  onChoose,
}: ProfilePictureButtonProps) {
  return (
    <FileButton
      onChange={onChoose}
      accept={IMAGE_ACCEPT}
      disabled={isUploading}
      inputProps={{ name: 'profilePic', 'aria-label': 'Profile picture file' }}
    >
      {(props) => (
        <UnstyledButton
          {...props}
          className={classes.pictureButton}
          aria-label="Change profile picture"
          aria-busy={isUploading}
        >
          <Avatar
            src={src}
            name={name}
            alt={`${name}'s profile picture`}
            color="initials"
            size={112}
            radius={112}
            className={classes.picture}
          >
            {initialsOf(name)}
          </Avatar>
          {isUploading && (
            <Overlay radius={112} center backgroundOpacity={0.45}>
              <Loader color="white" size="sm" aria-label="Uploading picture" />
            </Overlay>
          )}
          <ThemeIcon className={classes.cameraBadge} size={34} radius="xl" aria-hidden>
            <IconCamera size={18} />
          </ThemeIcon>
        </UnstyledButton>
      )}
    </FileButton>
  );
}
