import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { IconSearch } from '@tabler/icons-react';

interface PlaceSearchBoxProps {
  inputRef?: Ref<HTMLInputElement>;
  size?: 'sm' | 'md';
}

/**
 * The place search box slot (spec 000 §2 "Place search box"). Only the input for now: the places
 * issue adds the suggestions panel.
 */
export function PlaceSearchBox({ inputRef, size = 'sm' }: PlaceSearchBoxProps) {
  return (
    <TextInput
      ref={inputRef}
      type="search"
      aria-label="Search places"
      placeholder="Search places..."
      leftSection={<IconSearch size={16} aria-hidden />}
      size={size}
      w="100%"
    />
  );
}
