import { graphql } from '../../../gql';

export const RefreshTokenMutation = graphql(`
  mutation RefreshToken {
    refreshToken {
      accessToken
    }
  }
`);
