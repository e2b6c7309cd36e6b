import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../generated/resolvers-types';
import { accountResolvers } from './account/account.resolvers';
import { baseResolvers } from './base/base.resolvers';
import { feedbackResolvers } from './feedback/feedback.resolvers';
import { homeResolvers } from './home/home.resolvers';
import { memoriesResolvers } from './memories/memories.resolvers';
import { placesResolvers } from './places/places.resolvers';
import { sharingResolvers } from './sharing/sharing.resolvers';
import { tripResolvers } from './trip/trip.resolvers';
import { userResolvers } from './user/user.resolvers';

const schemaDir = fileURLToPath(new URL('.', import.meta.url));

/** Every *.graphql file under schema/, in a stable order (the same files codegen reads). */
export const typeDefs: string[] = readdirSync(schemaDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(join(schemaDir, file), 'utf8'));

/** One resolver map per domain, merged type by type (several add fields to Query and Mutation). */
function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Resolvers = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      // A custom scalar (e.g. Upload) is one object, not a field map: kept as is, never spread.
      if (fields instanceof GraphQLScalarType) {
        merged[typeName] = fields;
        continue;
      }
      merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged;
}

export const resolvers = mergeResolvers([
  baseResolvers,
  userResolvers,
  tripResolvers,
  accountResolvers,
  placesResolvers,
  feedbackResolvers,
  sharingResolvers,
  homeResolvers,
  memoriesResolvers,
]);
