import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PlaceSearchSlotProps } from '@web/components/layout/place-search-slot';
import { EXPLORE_OWN_TEXTS, PLACE_SEARCH_DEBOUNCE_MS, noSearchResultsText } from '../../constants';
import { usePlaceSuggestions } from '@web/lib/places/use-place-suggestions';
import { stripPlacesPrefix } from '../../utils/place-id';
import { searchableText } from '@web/lib/places/search-text';
import classes from './place-search-box.module.css';

/**
 * The place search box (spec 000 §2 "Place search box", §4, §5): the panel opens when text is typed,
 * lists suggestions with main and secondary text (or `No results found for "{text}"`), and closes on
 * selection, Escape or a click outside. Choosing a suggestion (click, or arrows and Enter) opens
 * /place/{placeId}; Enter with none highlighted opens the first suggestion, or, before any has come, explores the
 * typed place (/explore?place=…). Its props are the layout's search slot: routes/_main.tsx hands it to the layout.
 */
export function PlaceSearchBox({ inputRef, size = 'sm', onSelect, inline }: PlaceSearchSlotProps) {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState('');
  const { query, searchedText, suggestions, pending } = usePlaceSuggestions(
    typed,
    PLACE_SEARCH_DEBOUNCE_MS,
  );

  // A new list: nothing is highlighted until the arrows move.
  useEffect(() => {
    combobox.resetSelectedOption();
    // The store object changes identity on every render; only a new list matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestions]);

  const openPlace = (placeId: string) => {
    combobox.closeDropdown();
    setTyped('');
    onSelect?.();
    void navigate({ to: '/place/$placeId', params: { placeId: stripPlacesPrefix(placeId) } });
  };

  // Enter with no option highlighted runs the search at once (the Combobox itself handles a highlighted one).
  const submitTyped = () => {
    const first = suggestions[0];
    if (first !== undefined) return openPlace(first.placeId);
    const text = searchableText(typed);
    if (text === null) return;
    combobox.closeDropdown();
    setTyped('');
    onSelect?.();
    void navigate({ to: '/explore', search: { place: text } });
  };

  const showEmpty = !pending && suggestions.length === 0 && searchedText !== null;
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={openPlace}
      withinPortal={!inline}
      position="bottom-start"
      offset={4}
      shadow="md"
      zIndex={inline ? undefined : 300}
    >
      <Combobox.Target withExpandedAttribute>
        <TextInput
          ref={inputRef}
          value={typed}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setTyped(value);
            // Under 2 characters after trimming nothing happens: no panel, no request.
            if (searchableText(value) === null) combobox.closeDropdown();
            else combobox.openDropdown();
          }}
          onFocus={() => {
            if (query !== null) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            if (combobox.getSelectedOptionIndex() !== -1) return;
            event.preventDefault();
            submitTyped();
          }}
          aria-label="Search places"
          placeholder="Search places..."
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={pending ? <Loader size={14} aria-label="Searching" /> : null}
          size={size}
          w="100%"
        />
      </Combobox.Target>

      <Combobox.Dropdown className={classes.dropdown}>
        <Combobox.Options aria-label="Place suggestions" mah={inline ? undefined : 360}>
          {suggestions.map((suggestion) => (
            <Combobox.Option
              key={suggestion.placeId}
              value={suggestion.placeId}
              className={classes.option}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconMapPin size={18} className={classes.optionIcon} aria-hidden />
                <div className={classes.optionText}>
                  <Text size="sm" fw={500} truncate>
                    {suggestion.mainText}
                  </Text>
                  {suggestion.secondaryText && (
                    <Text size="xs" c="dimmed" truncate>
                      {suggestion.secondaryText}
                    </Text>
                  )}
                </div>
              </Group>
            </Combobox.Option>
          ))}
          {suggestions.length === 0 && pending && (
            <Combobox.Empty>{EXPLORE_OWN_TEXTS.searchingSuggestions}</Combobox.Empty>
          )}
          {showEmpty && <Combobox.Empty>{noSearchResultsText(searchedText)}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
