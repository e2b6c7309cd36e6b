import type { GraphqlAnswer, GraphqlError } from './gateway-harness';

/** Test support: GraphQL multipart requests, as apollo-upload-client sends them. */

/** A file for one variable, at a dot path such as `variables.input.profilePic`. */
export interface UploadAt {
  path: string;
  file: Blob;
  fileName: string;
}

/** The header Apollo's CSRF prevention asks of multipart requests (any non-empty value). */
export const PREFLIGHT_HEADER = { 'apollo-require-preflight': 'true' } as const;

/**
 * Posts `query` as a multipart request following the GraphQL multipart request spec
 * (https://github.com/jaydenseric/graphql-multipart-request-spec): `operations` (the variables with
 * null where files go), `map` (file field → variable paths), then one field per file. Sends the
 * preflight header unless `withPreflight` is false.
 */
export async function graphqlMultipart<Data = Record<string, unknown>>(
  gatewayUrl: string,
  query: string,
  variables: Record<string, unknown>,
  uploads: UploadAt[],
  options: { headers?: Record<string, string>; withPreflight?: boolean } = {},
): Promise<GraphqlAnswer<Data>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  const map: Record<string, string[]> = {};
  uploads.forEach((upload, index) => {
    map[String(index)] = [upload.path];
  });
  form.append('map', JSON.stringify(map));
  uploads.forEach((upload, index) => {
    form.append(String(index), upload.file, upload.fileName);
  });

  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      ...(options.withPreflight === false ? {} : PREFLIGHT_HEADER),
      ...options.headers,
    },
    body: form,
  });
  const text = await response.text();
  let body: { data?: Data | null; errors?: GraphqlError[] } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = { errors: [{ message: text }] };
  }
  return {
    status: response.status,
    data: body.data,
    errors: body.errors,
    setCookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
}
