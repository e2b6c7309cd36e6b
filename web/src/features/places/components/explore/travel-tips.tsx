import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconTicket, IconUsersGroup } from '@tabler/icons-react';
import { EXPLORE_TEXTS, TRAVEL_TIPS } from '../../constants';
import classes from './explore.module.css';

const tipIcons = [IconCalendarEvent, IconTicket, IconUsersGroup] as const;

/** The "Travel Tips" box: three static tips (spec 001 §2 "Explore"). */
export function TravelTips() {
  return (
    <Card
      component="section"
      aria-labelledby="travel-tips-title"
      withBorder
      padding="xl"
      className={classes.tips}
    >
      <Title order={2} id="travel-tips-title" fz={{ base: 'xl', sm: 'h2' }}>
        {EXPLORE_TEXTS.travelTipsTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="lg">
        {TRAVEL_TIPS.map((tip, index) => {
          const Icon = tipIcons[index] ?? IconCalendarEvent;
          return (
            <Stack key={tip.title} gap="xs">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} fz="md">
                {tip.title}
              </Title>
              <Text size="sm" c="dimmed">
                {tip.text}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
