import { graphql } from '@web/gql';

/** POST user/update-profile-picture (spec 001 §7), multipart: the picture as an Upload. */
export const UpdateProfilePictureMutation = graphql(`
  mutation UpdateProfilePicture($file: Upload!) {
    updateProfilePicture(file: $file) {
      ...ProfileFields
    }
  }
`);
