import { Avatar, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionUser } from '@machines/session/session.machine';
import { COMING_SOON_TEXT } from './constants';
import { useRouteChange } from './use-route-change';
import { userFullName } from './user-display';
import { initialsOf } from '@web/lib/text/initials';

interface UserMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/** Desktop user menu (spec 000 §2): Profile, Settings (disabled, "Coming Soon"), Logout. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [opened, setOpened] = useState(false);
  useRouteChange(() => setOpened(false));
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" p={4}>
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={user.profilePic ?? null}
              name={userFullName(user)}
              alt=""
              radius="xl"
              size={34}
              color="teal"
              variant="filled"
            >
              {initialsOf(userFullName(user))}
            </Avatar>
            <Text size="sm" fw={500} maw={140} truncate visibleFrom="md">
              {user.userName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item
          leftSection={<IconUser size={16} aria-hidden />}
          renderRoot={(props) => <Link to="/profile" {...props} />}
        >
          Profile
        </Menu.Item>
        <Menu.Item
          leftSection={<IconSettings size={16} aria-hidden />}
          rightSection={
            <Badge size="xs" variant="light" color="gray" tt="none">
              {COMING_SOON_TEXT}
            </Badge>
          }
          disabled
        >
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onLogout}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
