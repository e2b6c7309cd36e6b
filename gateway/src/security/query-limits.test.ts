import {
  buildASTSchema,
  Lexer,
  parse,
  print,
  Source,
  specifiedRules,
  TokenKind,
  validate,
} from 'graphql';
import type { DocumentNode } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import * as webOperations from '@web/gql/graphql';
import { isLocalRequest, setupMockApi } from '@mocks/node';
import type { MockApi } from '@mocks/node';
import { typeDefs } from '../schema/schema';
import { startGateway } from '../testing/gateway-harness';
import type { RunningGateway } from '../testing/gateway-harness';
import { QUERY_LIMIT_ERROR_CODE, QUERY_LIMITS, queryLimitsConfig } from './query-limits';

const schema = buildASTSchema(parse(typeDefs.join('\n')));

/** Every operation the web app sends: codegen registers each as a `…Document` export. */
const webDocuments = Object.entries(webOperations).filter(
  (entry): entry is [string, DocumentNode] => entry[0].endsWith('Document'),
);

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** The validation rules at half of every limit: what the web sends must pass with that room. */
function halvedLimitRules() {
  const { validationRules } = new ApolloArmor({
    ...queryLimitsConfig,
    maxAliases: { n: QUERY_LIMITS.maxAliases / 2 },
    maxDepth: { n: QUERY_LIMITS.maxDepth / 2, flattenFragments: true },
    costLimit: { maxCost: QUERY_LIMITS.maxCost / 2 },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives / 2 },
  }).protect();
  return [...specifiedRules, ...validationRules];
}

describe('every operation the web app sends', () => {
  it('is registered (the list is not empty)', () => {
    expect(webDocuments.length).toBeGreaterThan(40);
  });

  it.each(webDocuments)('%s passes at half of every limit', (_name, document) => {
    expect(validate(schema, document, halvedLimitRules())).toEqual([]);
    expect(tokenCount(print(document))).toBeLessThanOrEqual(QUERY_LIMITS.maxTokens / 2);
  });
});

it('refuses an operation that costs more than the limit', () => {
  const { validationRules } = new ApolloArmor(queryLimitsConfig).protect();
  // The trip page's query, its selection asked for eight times over (no alias: the fields merge).
  const trip = print(webOperations.TripDocument);
  const selection = trip.slice(trip.indexOf('{') + 1, trip.indexOf('\n}'));
  const costly = trip.replace(selection, selection.repeat(8));
  const errors = validate(schema, parse(costly), [...specifiedRules, ...validationRules]);
  expect(errors.map((error) => error.message).join('\n')).toMatch(/cost/i);
});

describe('operations over the limits, through the gateway', () => {
  let mock: MockApi;
  let gateway: RunningGateway;
  let restCalls = 0;

  beforeAll(async () => {
    mock = await setupMockApi();
    mock.listen();
    mock.server.events.on('request:start', ({ request }) => {
      if (!isLocalRequest(request)) restCalls += 1;
    });
    gateway = await startGateway({ apiBaseUrl: mock.baseUrl, production: true });
  });
  afterEach(() => {
    restCalls = 0;
  });
  afterAll(async () => {
    await gateway.stop();
    mock.close();
  });

  it('refuses 3,500 aliases before any REST call', async () => {
    const aliases = Array.from({ length: 3_500 }, (_, index) => `a${index}: me { id }`);
    const answer = await gateway.graphql(`{ ${aliases.join(' ')} }`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions?.code).toBe(QUERY_LIMIT_ERROR_CODE);
    expect(restCalls).toBe(0);
  });

  it('refuses more aliases than the limit with a message that names it', async () => {
    const aliases = Array.from(
      { length: QUERY_LIMITS.maxAliases + 1 },
      (_, i) => `a${i}: me { id }`,
    );
    const answer = await gateway.graphql(`{ ${aliases.join(' ')} }`);
    expect(answer.errors?.[0]?.message).toMatch(/aliases/i);
    expect(answer.errors?.[0]?.extensions?.code).toBe(QUERY_LIMIT_ERROR_CODE);
    expect(restCalls).toBe(0);
  });

  it('refuses an operation deeper than the limit', async () => {
    const levels = QUERY_LIMITS.maxDepth + 1;
    const answer = await gateway.graphql(`{ ${'me { '.repeat(levels)}id${' }'.repeat(levels)} }`);
    const messages = answer.errors?.map((error) => error.message).join('\n');
    expect(messages).toMatch(/depth limit/i);
    expect(answer.errors?.[0]?.extensions?.code).toBe(QUERY_LIMIT_ERROR_CODE);
    expect(restCalls).toBe(0);
  });

  it('refuses more tokens than the limit', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxTokens }, () => '__typename').join(' ');
    const answer = await gateway.graphql(`{ ${fields} }`);
    expect(answer.errors?.[0]?.message).toMatch(/token/i);
    expect(answer.errors?.[0]?.extensions?.code).toBe(QUERY_LIMIT_ERROR_CODE);
    expect(restCalls).toBe(0);
  });

  it('refuses more directives than the limit', async () => {
    const directives = Array.from(
      { length: QUERY_LIMITS.maxDirectives + 1 },
      () => '@include(if: true)',
    );
    const answer = await gateway.graphql(`{ __typename ${directives.join(' ')} }`);
    expect(answer.errors?.[0]?.message).toMatch(/directives/i);
    expect(answer.errors?.[0]?.extensions?.code).toBe(QUERY_LIMIT_ERROR_CODE);
  });

  it('never suggests field names ("Did you mean")', async () => {
    const answer = await gateway.graphql('{ mee { id } }');
    expect(answer.errors?.[0]?.message).not.toMatch(/did you mean/i);
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field/);
  });
});
