import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconCompass, IconMap2, IconShare, IconUsersGroup } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { COMING_SOON_TEXT } from '@web/components/layout/constants';

/**
 * Quick actions of the signed-in home (spec 000 §1). Share Story and Travel Community are shown
 * only as coming soon (spec 000 §1): visible, disabled, and labelled so.
 */
export function QuickActions() {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Quick actions
      </Title>
      <Group gap="sm">
        <Button component={Link} to="/trips" leftSection={<IconMap2 size={18} />}>
          Plan a trip
        </Button>
        <Button
          component={Link}
          to="/explore"
          variant="default"
          leftSection={<IconCompass size={18} />}
        >
          Explore places
        </Button>
        {[
          { label: 'Share Story', icon: IconShare },
          { label: 'Travel Community', icon: IconUsersGroup },
        ].map(({ label, icon: Icon }) => (
          <Button
            key={label}
            variant="default"
            disabled
            leftSection={<Icon size={18} />}
            rightSection={
              <Badge size="xs" variant="outline" color="gray">
                {COMING_SOON_TEXT}
              </Badge>
            }
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
