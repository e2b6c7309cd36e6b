import { Container, Stack, Text, Title } from '@mantine/core';
import { EXPLORE_OWN_TEXTS } from '../../constants';
import classes from './explore.module.css';

/** The Explore page's hero (spec 001 §2 "Explore"). */
export function ExploreHero() {
  return (
    <section className={classes.hero} aria-labelledby="explore-title">
      <Container>
        <Stack gap="sm" maw={680}>
          <Title id="explore-title" order={1} className={classes.heroTitle}>
            {EXPLORE_OWN_TEXTS.heroTitle}
          </Title>
          <Text size="lg" c="dimmed">
            {EXPLORE_OWN_TEXTS.heroSubtitle}
          </Text>
        </Stack>
      </Container>
    </section>
  );
}
