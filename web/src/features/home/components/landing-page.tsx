import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCompass, IconMapRoute, IconUsersGroup } from '@tabler/icons-react';
import classes from './landing.module.css';
import { LandingFooter } from './landing-footer';
import { TrendingDestinations } from './trending-destinations';

const features = [
  {
    icon: IconMapRoute,
    title: 'Plan trips',
    text: 'Set your dates, line up destinations, build a day-by-day itinerary and keep a checklist so nothing is left behind.',
  },
  {
    icon: IconCompass,
    title: 'Discover places',
    text: 'Find attractions, restaurants and hidden gems with photos, reviews and opening hours, wherever you are heading.',
  },
  {
    icon: IconUsersGroup,
    title: 'Connect and share',
    text: 'Invite friends to plan with you, share a trip by link and keep the memories of every journey together.',
  },
];

/** The guests' landing page (spec 000 §1): hero, feature cards, trending destinations, footer. */
export function LandingPage() {
  return (
    <>
      <section className={classes.hero} aria-labelledby="landing-title">
        <Container>
          <Stack gap="lg" maw={720}>
            <Title id="landing-title" order={1} className={classes.heroTitle}>
              Travel <span className={classes.highlight}>Reimagined</span>
            </Title>
            <Text size="xl" c="dimmed">
              Plan smarter journeys with AI-powered recommendations for places to see, things to do
              and trips that fit the way you travel.
            </Text>
            <Group gap="sm">
              <Button size="lg" renderRoot={(props) => <Link to="/signup" {...props} />}>
                Get Started Free
              </Button>
              <Button
                size="lg"
                variant="default"
                renderRoot={(props) => <Link to="/explore" {...props} />}
              >
                Explore Places
              </Button>
            </Group>
          </Stack>
        </Container>
      </section>

      <Container component="section" aria-labelledby="features-title" mt={64}>
        <Title id="features-title" order={2} ta="center">
          Everything you need for your next journey
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt="xl">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder padding="xl">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md">
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt="xs">
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>

      <TrendingDestinations />

      <LandingFooter />
    </>
  );
}
