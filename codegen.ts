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
        // graphql-upload resolves each file to a promise of its FileUpload; never sent back out.
        scalars: {
          Upload: { input: '../uploads/upload-scalar#UploadArgument', output: 'never' },
          // graphql-scalars (schema/base/scalars.graphql): a plain string once parsed.
          NonEmptyString: 'string',
        },
        // Each GraphQL type resolves from the model its area maps the REST answer to, once; types
        // without a model of their own resolve from the contract's REST shape (aliased: the
        // generated file declares GraphQL types of the same names).
        mappers: {
          User: '@contract/user#User as RestUser',
          // Trips: the REST trip with clean destination names (gateway/src/trips/trip-models.ts).
          Trip: '../trips/trip-models#TripModel',
          Destination: '../trips/trip-models#DestinationModel',
          Activity: '@contract/trip#Activity as RestActivity',
          ChecklistItem: '@contract/trip#ChecklistItem as RestChecklistItem',
          Collaborator: '@contract/trip#Collaborator as RestCollaborator',
          ItineraryDay: '../trips/trip-models#ItineraryDayModel',
          TripMember: '../trips/trip-models#TripMemberModel',
          // Memories (issue 14): as the REST server sends them; contributors resolve to TripMember.
          MemoryPhoto: '@contract/trip#MemoryPhoto as RestMemoryPhoto',
          Reflection: '@contract/trip#Reflection as RestReflection',
          // Collaborators and sharing (gateway/src/sharing/sharing-models.ts).
          TripSharing: '../sharing/sharing-models#TripSharingModel',
          SharedTrip: '../sharing/sharing-models#SharedTripModel',
          UserSearchResult: '@contract/sharing#UserSearchResult as RestUserSearchResult',
          // Places: the gateway's normalised models (gateway/src/places/normalise.ts).
          Place: '../places/normalise#PlaceModel',
          PlacePhoto: '../places/normalise#PhotoModel',
          PlaceSummary: '../places/normalise#PlaceSummaryModel',
          NearbyPlace: '../places/normalise#NearbyPlaceModel',
          HighlightDestination: '../places/normalise#HighlightModel',
          // The home: its sections share one lazily read profile (schema/home/home-model.ts).
          Home: '../schema/home/home-model#HomeModel',
        },
        enumValues: {
          UserRole: { USER: 'user', ADMIN: 'admin' },
          CollaboratorRole: { VIEWER: 'viewer', EDITOR: 'editor' },
          PhotoQuality: { LOW: 'low', MEDIUM: 'medium', HIGH: 'high', ULTRA: 'ultra' },
          PhotoBatchType: {
            MAIN: 'main',
            NEARBY: 'nearby',
            LIGHTBOX: 'lightbox',
            EXPLORE: 'explore',
          },
        },
      },
    },
    'web/src/gql/': {
      // Tests write small documents of their own (some not of this schema): not the app's operations.
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/**/*.test.{ts,tsx}'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Upload: a browser File, sent by apollo-upload-client as a multipart request.
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Upload: 'File', NonEmptyString: 'string' },
      },
    },
  },
};

export default config;
