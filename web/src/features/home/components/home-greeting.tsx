import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconMap2, IconMapPin, IconTrendingUp } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionUser } from '@machines/session/session.machine';
import { greetingFor } from '../utils/greeting';
import { QuickActions } from './quick-actions';

const comingSections = [
  {
    icon: IconChartBar,
    title: 'Travel stats',
    text: 'Trips planned, places visited and days on the road.',
  },
  {
    icon: IconMap2,
    title: 'Upcoming and recent trips',
    text: 'Your next three trips and the last three you took.',
  },
  {
    icon: IconMapPin,
    title: 'Nearby attractions',
    text: 'Places worth a visit around your saved location.',
  },
  {
    icon: IconTrendingUp,
    title: 'Trending destinations',
    text: 'Where travellers are heading right now.',
  },
];

/** Signed-in home: the greeting. */
export function HomeGreeting({ user }: { user: SessionUser }) {
  // The hour when the page opened: the greeting does not change under the reader's eyes.
  const [openedAt] = useState(() => new Date());
  return (
    <Container py="xl">
      <Stack gap="xl">
        <div>
          <Title order={1}>{greetingFor(user, openedAt)}</Title>
          <Text c="dimmed" size="lg" mt={4}>
            Your personalised home is being put together. Here is what it will show:
          </Text>
        </div>
        <QuickActions />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {comingSections.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder p="lg">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Title order={2} fz="lg" mt="sm">
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
