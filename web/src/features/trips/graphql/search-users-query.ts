import { graphql } from '@web/gql';

/** GET user/search-user?userName= (spec 001 §7): at most 10 users, never the caller. */
export const SearchUsersQuery = graphql(`
  query SearchUsers($userName: String!) {
    searchUsers(userName: $userName) {
      id
      userName
      email
      profilePic
    }
  }
`);
