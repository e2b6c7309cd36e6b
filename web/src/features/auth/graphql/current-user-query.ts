import { graphql } from '@web/gql';

/** The signed-in user as the server has it now (the stored copy may be stale). */
export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      ...SessionUserFields
    }
  }
`);
