import { graphql } from '@web/gql';

export const RefreshTokenMutation = graphql(`
  mutation RefreshToken {
    refreshToken {
      accessToken
    }
  }
`);
