import { Anchor, Card, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PlaceDetails } from '../../hooks/use-place-details';
import { mapUrl, telHref, websiteLabel } from '../../utils/place-text';
import classes from './place-details.module.css';

function InfoRow({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" size={34} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" component="h3" m={0}>
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** Location with address and map link, phone (tel link), website, opening-hours lines (spec 001 §2). */
export function PlaceContactCard({ place }: { place: PlaceDetails }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="visit-info">
      <Stack gap="md">
        <Title order={2} size="h4" id="visit-info">
          Visit information
        </Title>
        <InfoRow icon={<IconMapPin size={18} />} label="Location">
          {place.address && <Text size="sm">{place.address}</Text>}
          <Anchor
            size="sm"
            href={mapUrl(place.location, place.googleMapsUri)}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on map
          </Anchor>
        </InfoRow>
        {place.phone && (
          <InfoRow icon={<IconPhone size={18} />} label="Phone">
            <Anchor size="sm" href={telHref(place.phone)}>
              {place.phone}
            </Anchor>
          </InfoRow>
        )}
        {place.website && (
          <InfoRow icon={<IconWorld size={18} />} label="Website">
            <Anchor
              size="sm"
              href={place.website}
              target="_blank"
              rel="noopener noreferrer"
              style={{ overflowWrap: 'anywhere' }}
            >
              {websiteLabel(place.website)}
            </Anchor>
          </InfoRow>
        )}
        {place.openingHours.length > 0 && (
          <>
            <Divider />
            <InfoRow icon={<IconClock size={18} />} label="Opening hours">
              <ul className={classes.hours}>
                {place.openingHours.map((line) => (
                  <Text key={line} size="sm" component="li">
                    {line}
                  </Text>
                ))}
              </ul>
            </InfoRow>
          </>
        )}
      </Stack>
    </Card>
  );
}
