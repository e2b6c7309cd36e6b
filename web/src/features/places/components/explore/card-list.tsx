import type { Ref } from 'react';
import { EXPLORE_PHOTO_BATCH_SIZE } from '../../constants';
import { useReleasedPhotoCount } from '../../hooks/use-released-photo-count';
import { ExploreCard } from './explore-card';
import type { CardTarget, ExploreCardItem } from './explore-card';
import classes from './explore.module.css';

interface CardListProps {
  items: readonly ExploreCardItem[];
  /** Where each card leads. */
  targetOf: (item: ExploreCardItem) => CardTarget;
  label: string;
  viewportRef: Ref<HTMLUListElement>;
  /** A sideways row (search results, attractions) or a sideways grid, two rows when wide (popular). */
  layout?: 'row' | 'grid';
  detailIsType?: boolean;
  /**
   * The page's first list of cards: its first batch of photos is the first screenful's (the
   * page's largest paint), fetched at once and ahead of the rest.
   */
  firstOnPage?: boolean;
}

/** Cards in a sideways-scrolling list; their photos load in batches (spec 001 §9). */
export function CardList({
  items,
  targetOf,
  label,
  viewportRef,
  layout = 'row',
  detailIsType,
  firstOnPage = false,
}: CardListProps) {
  const released = useReleasedPhotoCount(items.length);
  return (
    <ul
      ref={viewportRef}
      aria-label={label}
      className={`${classes.list} ${layout === 'grid' ? classes.gridViewport : classes.rowViewport}`}
      data-two-rows={layout === 'grid' && items.length > 4}
    >
      {items.map((item, index) => (
        <li key={item.id}>
          <ExploreCard
            item={item}
            targetOf={targetOf}
            detailIsType={detailIsType}
            imageReleased={index < released}
            imagePriority={firstOnPage && index < EXPLORE_PHOTO_BATCH_SIZE}
          />
        </li>
      ))}
    </ul>
  );
}
