import { Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconWorld } from '@tabler/icons-react';
import { EXPLORE_OWN_TEXTS, EXPLORE_TEXTS } from '../../constants';
import { CardList } from './card-list';
import { CardSkeletons } from './card-skeletons';
import { ExploreSection } from './explore-section';
import { SectionMessage } from './section-message';
import { useScrollRow } from './use-scroll-row';

/** A popular country or city (spec 000 §3 "Popular country / city"). */
export interface PopularItem {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
}

interface PopularSectionProps {
  id: string;
  title: string;
  description: string;
  loadingText: string;
  errorText: string;
  emptyText: string;
  items: readonly PopularItem[];
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  /** The page's first list of cards (CardList `firstOnPage`). */
  firstOnPage?: boolean;
}

/**
 * "Popular Destinations" (countries) or "Popular Cities" (spec 001 §2 "Explore"): a sideways grid of
 * cards that open Explore for that name, "Refresh Data" when empty, and the section's error text.
 */
export function PopularSection({
  id,
  title,
  description,
  loadingText,
  errorText,
  emptyText,
  items,
  loading,
  failed,
  onRefresh,
  firstOnPage = false,
}: PopularSectionProps) {
  const { viewportRef, scrollButtons } = useScrollRow(title);
  const showsRow = !loading && !failed && items.length > 0;
  return (
    <ExploreSection
      id={id}
      title={title}
      description={description}
      headerRight={showsRow && scrollButtons}
    >
      {loading ? (
        <CardSkeletons text={loadingText} />
      ) : failed ? (
        <SectionMessage
          tone="error"
          icon={<IconAlertTriangle size={22} />}
          title={errorText}
          action={
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRefresh}>
              {EXPLORE_OWN_TEXTS.tryAgain}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <SectionMessage
          icon={<IconWorld size={22} />}
          title={emptyText}
          action={
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRefresh}>
              {EXPLORE_TEXTS.refreshData}
            </Button>
          }
        />
      ) : (
        <CardList
          items={items.map((item) => ({ ...item, detail: item.description }))}
          targetOf={(item) => ({ kind: 'explore', place: item.name })}
          label={title}
          viewportRef={viewportRef}
          firstOnPage={firstOnPage}
          layout="grid"
        />
      )}
    </ExploreSection>
  );
}
