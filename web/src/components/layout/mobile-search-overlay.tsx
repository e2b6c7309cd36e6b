import { Modal } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useAfterFirstRender } from '../after-first-render/after-first-render';
import { MOBILE_SEARCH_FOCUS_DELAY_MS } from './constants';
import classes from './layout.module.css';
import type { PlaceSearchSlot } from './place-search-slot';

interface MobileSearchOverlayProps {
  opened: boolean;
  onClose: () => void;
  placeSearch: PlaceSearchSlot;
}

/**
 * Full-screen search overlay of the mobile Search tab; its input is focused after 150 ms and it
 * closes once a suggestion is chosen (spec 000 §2).
 */
export function MobileSearchOverlay({
  opened,
  onClose,
  placeSearch: PlaceSearchBox,
}: MobileSearchOverlayProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => inputRef.current?.focus(), MOBILE_SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened]);
  // Closed, it shows nothing: mounted after the first render, as its opening animation needs.
  const afterFirstRender = useAfterFirstRender();
  if (!afterFirstRender && !opened) return null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title="Search places"
      closeButtonProps={{ 'aria-label': 'Close search' }}
      transitionProps={{ transition: 'slide-up', duration: 150 }}
      classNames={{ body: classes.searchOverlayBody }}
    >
      <PlaceSearchBox inputRef={inputRef} size="md" inline onSelect={onClose} />
    </Modal>
  );
}
