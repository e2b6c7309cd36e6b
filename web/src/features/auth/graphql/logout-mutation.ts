import { graphql } from '@web/gql';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
