import type { PlaceSearchBoxProps } from '../../features/places/components/place-search/place-search-box';
import { PlaceSearchBox as PlacesSearchBox } from '../../features/places/components/place-search/place-search-box';

/** The layout's place search slot (spec 000 §2): the places feature's search box. */
export function PlaceSearchBox(props: PlaceSearchBoxProps) {
  return <PlacesSearchBox {...props} />;
}
