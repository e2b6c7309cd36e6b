import { Code, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { RoutePlaceholder } from '../../../components/placeholder/route-placeholder';

/** /place/{placeId} and /destination/{id} show the same place-details screen (spec 001 §2). */
export function PlaceDetailsPlaceholder({ placeId }: { placeId: string }) {
  return (
    <RoutePlaceholder
      icon={<IconMapPin size={34} />}
      title="Place details"
      description="Photos, the rating and reviews, opening hours, contact details and nearby restaurants and attractions of this place will appear here, with a button to save it to a trip."
    >
      <Text size="sm" c="dimmed">
        Place <Code>{placeId}</Code>
      </Text>
    </RoutePlaceholder>
  );
}
