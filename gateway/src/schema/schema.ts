import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resolvers } from '../generated/resolvers-types';
import { baseResolvers } from './base/base.resolvers';
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
      merged[typeName] = { ...merged[typeName], ...fields };
    }
  }
  return merged;
}

export const resolvers = mergeResolvers([baseResolvers, userResolvers, tripResolvers]);
