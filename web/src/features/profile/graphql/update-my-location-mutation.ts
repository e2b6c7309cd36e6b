import { graphql } from '@web/gql';

/** GET user/user-location (spec 001 §7): the reverse-geocoded place, saved on the user. */
export const UpdateMyLocationMutation = graphql(`
  mutation UpdateMyLocation($latitude: Float!, $longitude: Float!) {
    updateMyLocation(latitude: $latitude, longitude: $longitude) {
      city
      state
      country
      postalCode
      latitude
      longitude
    }
  }
`);
