/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation GoogleLogin($credential: String!) {\n    googleLogin(credential: $credential) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.GoogleLoginDocument,
    "\n  mutation Login($userName: String!, $password: String!) {\n    login(userName: $userName, password: $password) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      accessToken\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    role\n    isVerified\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  query MyTripsCount {\n    myTrips {\n      id\n    }\n  }\n": typeof types.MyTripsCountDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation GoogleLogin($credential: String!) {\n    googleLogin(credential: $credential) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.GoogleLoginDocument,
    "\n  mutation Login($userName: String!, $password: String!) {\n    login(userName: $userName, password: $password) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RefreshToken {\n    refreshToken {\n      accessToken\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    role\n    isVerified\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query MyTripsCount {\n    myTrips {\n      id\n    }\n  }\n": types.MyTripsCountDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GoogleLogin($credential: String!) {\n    googleLogin(credential: $credential) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GoogleLogin($credential: String!) {\n    googleLogin(credential: $credential) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($userName: String!, $password: String!) {\n    login(userName: $userName, password: $password) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($userName: String!, $password: String!) {\n    login(userName: $userName, password: $password) {\n      accessToken\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken {\n    refreshToken {\n      accessToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken {\n    refreshToken {\n      accessToken\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    role\n    isVerified\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    userName\n    email\n    profilePic\n    firstName\n    lastName\n    role\n    isVerified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTripsCount {\n    myTrips {\n      id\n    }\n  }\n"): (typeof documents)["\n  query MyTripsCount {\n    myTrips {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;