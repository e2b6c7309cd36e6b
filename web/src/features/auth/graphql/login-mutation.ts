import { graphql } from '@web/gql';

export const LoginMutation = graphql(`
  mutation Login($userName: String!, $password: String!) {
    login(userName: $userName, password: $password) {
      accessToken
      user {
        ...SessionUserFields
      }
    }
  }
`);
