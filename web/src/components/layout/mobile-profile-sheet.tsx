import { Avatar, Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconLogout, IconMessageCircle, IconSettings, IconUser } from '@tabler/icons-react';
import type { SessionUser } from '@machines/session/session.machine';
import { COMING_SOON_TEXT } from './constants';
import { userFullName } from './user-display';
import { initialsOf } from '@web/lib/text/initials';

interface MobileProfileSheetProps {
  user: SessionUser;
  opened: boolean;
  onClose: () => void;
  onFeedback: () => void;
  onLogout: () => void;
}

/**
 * The sheet the mobile Profile tab opens (spec 000 §2): avatar, name, e-mail, View Profile,
 * Settings (disabled), Feedback, Logout.
 */
export function MobileProfileSheet({
  user,
  opened,
  onClose,
  onFeedback,
  onLogout,
}: MobileProfileSheetProps) {
  const name = userFullName(user);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      // As tall as its content: a sheet, not a full-screen panel.
      styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
      title="Your account"
      radius="lg"
    >
      <Stack gap="md" pb="md">
        <Group wrap="nowrap">
          <Avatar
            src={user.profilePic ?? null}
            name={name}
            alt=""
            radius="xl"
            size={56}
            color="teal"
            variant="filled"
          >
            {initialsOf(name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
          </div>
        </Group>
        <Stack gap="xs">
          <Button
            variant="light"
            justify="flex-start"
            leftSection={<IconUser size={18} aria-hidden />}
            renderRoot={(props) => <Link to="/profile" {...props} />}
          >
            View Profile
          </Button>
          <Button
            variant="default"
            justify="flex-start"
            leftSection={<IconSettings size={18} aria-hidden />}
            rightSection={
              <Badge size="xs" variant="light" color="gray" tt="none">
                {COMING_SOON_TEXT}
              </Badge>
            }
            disabled
          >
            Settings
          </Button>
          <Button
            variant="default"
            justify="flex-start"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            onClick={() => {
              onClose();
              onFeedback();
            }}
          >
            Feedback
          </Button>
          <Button
            variant="light"
            color="red"
            justify="flex-start"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => {
              onClose();
              onLogout();
            }}
          >
            Logout
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
