import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (gateway/src/schema/**.graphql) types both sides:
 * - the gateway's resolvers, with each GraphQL type mapped to the REST shape it is resolved from;
 * - the web's operations (typed documents), from the `graphql()` calls in web/src.
 * `npm test` regenerates into a temp folder and fails when the committed output differs.
 */
const schema = 'gateway/src/schema/**/*.graphql';

const config: CodegenConfig = {
  schema,
  overwrite: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GatewayContext',
        // Aliased: the generated file declares GraphQL types of the same names.
        mappers: {
          User: '../../../contract/src/user#User as RestUser',
          Trip: '../../../contract/src/trip#Trip as RestTrip',
        },
        enumValues: {
          UserRole: { USER: 'user', ADMIN: 'admin' },
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
