import { existsSync } from 'node:fs';
import type { IncomingMessage, RequestListener } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import helmet from 'helmet';
import { readPageSession } from '@contract/page-session';
import { hasSessionHint } from '@contract/session-hint';
import {
  PAGE_RENDER_DEADLINE_MS,
  GRAPHQL_COMPRESSION_THRESHOLD_BYTES,
  GRAPHQL_JSON_BODY_LIMIT_BYTES,
  HASHED_ASSET_MAX_AGE_S,
  NON_SPA_PATH_PREFIXES,
  UPSTREAM_TIMEOUT_MS,
} from './constants';
import type { GatewayContext } from './context';
import { appOriginOf } from './sharing/app-origin';
import { createRequestLoaders } from './request-loaders';
import {
  graphqlJsonHandler,
  isGraphqlJsonPost,
  refusalBody,
  refusalMessages,
} from './graphql-http';
import { createRestClient } from './rest/client';
import { upstreamCookieHeader } from './rest/transport';
import { PROFILE_PICTURE_ROUTE, profilePictureProxy } from './images/profile-pictures';
import { TRIP_COVER_IMAGE_ROUTE, tripCoverImageProxy } from './images/trip-cover-images';
import { ACTIVITY_PHOTO_ROUTE, activityPhotoProxy } from './images/activity-photos';
import { graphqlUploads } from './uploads/upload-middleware';
import { createPhotoRouter } from './photos/photo-route';
import { PHOTO_ROUTE_PREFIX } from './places/constants';
import { acceptedCopyOf, precompressedFiles } from './static/precompressed';
import { createPageRenderer } from './pages/page-worker';
import type { PageRenderer } from './pages/page-worker';
import { resolvers, typeDefs } from './schema/schema';
import { buildSecurityHeaders, headersSetBy } from './security/security-headers';
import { pageContentSecurityPolicy } from './security/page-csp';
import { queryLimitProtection } from './security/query-limits';
import { inputTextPlugin } from './security/input-text';
import { subscriptionRefusalPlugin } from './security/operation-rules';

export interface GatewayOptions {
  /** The REST server (real or mock) whose /api/v1 the gateway calls. */
  apiBaseUrl: string;
  /** The built SPA; defaults to web/dist. */
  webDistDir?: string;
  /** NODE_ENV=production: no introspection, no stack traces in error answers. */
  production?: boolean;
  /** The Google OAuth client id the web was built with: the CSP then allows Google's sign-in. */
  googleClientId?: string | null;
  /** One deadline per GraphQL request, shared by its REST calls; defaults to UPSTREAM_TIMEOUT_MS (tests pass a short one). */
  upstreamTimeoutMs?: number;
}

export interface Gateway {
  /** Every HTTP request: JSON GraphQL POSTs straight to Apollo, all else through `app`. */
  handleRequest: RequestListener;
  app: express.Express;
  /** Stops Apollo Server; the caller closes its HTTP server. */
  stop(): Promise<void>;
}

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export const notBuiltMessage =
  'The web app is not built yet. Run `npm run build` (or `npm start`), then reload this page.';

function isNonSpaPath(path: string): boolean {
  return NON_SPA_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The HTML for a navigation: the page prerendered at build for a public route (web/build/prerender.ts
 * writes `prerendered/<route>.html`, `index` for `/`), else the SPA shell index.html. A browser that
 * holds a session (its hint cookie, contract/src/session-hint.ts) gets the shell everywhere: a page
 * prerendered for guests would only be hidden from it until the app rendered its own (issue 19).
 */
function htmlFileFor(webDistDir: string, path: string, holdsSession: boolean): string {
  if (holdsSession) return join(webDistDir, 'index.html');
  const route = path === '/' ? 'index' : /^\/([a-z-]+)\/?$/.exec(path)?.[1];
  const prerendered = route === undefined ? null : join(webDistDir, 'prerendered', `${route}.html`);
  return prerendered !== null && existsSync(prerendered)
    ? prerendered
    : join(webDistDir, 'index.html');
}

/** Compresses a page rendered per request (the built pages have their compressed copies). */
const compressPage = compression({ threshold: GRAPHQL_COMPRESSION_THRESHOLD_BYTES });

/**
 * Browser navigations (GET/HEAD asking for HTML) outside the API paths get the SPA's HTML: a page
 * rendered with its data when the page worker renders it in time (pages/page-worker.ts), else the
 * file (htmlFileFor). For a guest, the public pages it renders; for a navigation carrying a page
 * session (contract/src/page-session.ts), the signed-in pages it renders, for that reader. The page
 * session is read here only: `/graphql` never takes it for a credential.
 */
function spaFallback(
  webDistDir: string,
  setPagePolicy: ReturnType<typeof pageContentSecurityPolicy>,
  pageRenderer: PageRenderer,
): RequestHandler {
  const indexHtml = join(webDistDir, 'index.html');
  return async (req, res, next) => {
    const wantsHtml = req.get('accept')?.includes('text/html') ?? false;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsHtml || isNonSpaPath(req.path)) {
      next();
      return;
    }
    // Checked per request so a build made while the gateway runs is picked up.
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send(notBuiltMessage);
      return;
    }
    const cookies = req.get('cookie');
    const holdsSession = hasSessionHint(cookies);
    const html = htmlFileFor(webDistDir, req.path, holdsSession);
    const reader = readPageSession(cookies) ?? undefined;
    // A guest's page is rendered only for a browser holding no session (one that does would hide
    // it until the app rendered its own); the file sent otherwise (the page the build prerendered
    // or the shell) has the same head script, so the policy that allows the file's inline script
    // allows the rendered page's.
    const rendersHere =
      req.method === 'GET' &&
      pageRenderer.renders(req.path, reader !== undefined) &&
      (reader !== undefined || !holdsSession);
    const rendered = rendersHere
      ? await pageRenderer.render(
          req.originalUrl,
          {
            graphqlUrl: `http://127.0.0.1:${req.socket.localPort}/graphql`,
            appOrigin: appOriginOf(req.headers),
          },
          reader,
        )
      : null;
    setPagePolicy(html, req, res);
    // A page rendered for its reader is theirs alone: no cache, shared or the browser's, keeps it.
    res.set(
      'Cache-Control',
      rendered !== null && reader !== undefined ? 'private, no-store' : 'no-cache',
    );
    // The same address answers guests and signed-in browsers differently.
    res.vary('Cookie');
    res.type('html');
    if (rendered !== null) {
      compressPage(req, res, () => res.send(rendered));
      return;
    }
    const copy = acceptedCopyOf(req, res, html);
    if (copy) res.set('Content-Encoding', copy.encoding);
    res.sendFile(copy?.path ?? html, { cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
}

/** Body-parser and static-file failures: a short answer, never a stack trace. */
const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
      ? error.status
      : 500;
  const message =
    status === 413
      ? refusalMessages.tooLarge
      : status === 404
        ? 'Not found'
        : status < 500
          ? refusalMessages.badRequest
          : 'Internal error';
  if (req.path.startsWith('/graphql')) {
    res.status(status).json(refusalBody(message));
  } else {
    res.status(status).type('text/plain').send(message);
  }
};

/** In production, errors the gateway did not make itself (bugs) keep their code but lose their text. */
function formatErrorFor(production: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError =>
    production && formatted.extensions?.code === 'INTERNAL_SERVER_ERROR'
      ? { ...formatted, message: 'Internal server error' }
      : formatted;
}

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const production = options.production ?? false;
  const webDistDir = resolve(options.webDistDir ?? defaultWebDistDir);
  const timeoutMs = options.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;

  const limits = queryLimitProtection();
  const apollo = new ApolloServer<GatewayContext>({
    typeDefs,
    // Aliases, depth, cost, tokens, directives: refused before execution, so before any REST call.
    validationRules: limits.validationRules,
    resolvers,
    introspection: !production,
    includeStacktraceInErrorResponses: !production,
    // Apollo's default, stated because the refresh cookie makes CSRF matter.
    csrfPrevention: true,
    // The default landing page loads Apollo Sandbox from a CDN: offline here, and blocked by the CSP.
    // Answers are per user and never HTTP-cached, so cache hints are not computed: the cache-control
    // plugin (on by default) wraps every resolver and costs time on each field.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ...limits.plugins,
      // Lone surrogates, control characters, over-long strings: refused before any resolver runs.
      inputTextPlugin(),
      subscriptionRefusalPlugin(),
    ],
    formatError: formatErrorFor(production),
  });
  await apollo.start();

  const contextFor = async (
    request: IncomingMessage,
    appendSetCookie: (line: string) => void,
  ): Promise<GatewayContext> => {
    const rest = createRestClient({
      apiBaseUrl: options.apiBaseUrl,
      authorization: request.headers.authorization,
      cookie: upstreamCookieHeader(request.headers.cookie),
      clientAddress: request.socket.remoteAddress,
      relaySetCookie: appendSetCookie,
      timeoutMs,
      // One deadline for the whole GraphQL request, shared by its REST calls (issue 17).
      sharedDeadlineFrom: performance.now(),
    });
    return {
      rest,
      loaders: createRequestLoaders(rest, request.headers.authorization),
      appOrigin: appOriginOf(request.headers),
    };
  };
  const pageRenderer = createPageRenderer({ webDistDir, deadlineMs: PAGE_RENDER_DEADLINE_MS });
  const securityHeaders = helmet(
    buildSecurityHeaders({ googleClientId: options.googleClientId ?? null }),
  );
  const serveGraphqlJson = graphqlJsonHandler({
    apollo,
    bodyLimitBytes: GRAPHQL_JSON_BODY_LIMIT_BYTES,
    compressAboveBytes: GRAPHQL_COMPRESSION_THRESHOLD_BYTES,
    // GraphQL answers are per user: never kept by the browser or a proxy (issue 17).
    fixedHeaders: [...headersSetBy(securityHeaders), ['cache-control', 'no-store']],
    context: contextFor,
  });

  const app = express();
  app.disable('x-powered-by');
  // res.send would hash every GraphQL answer for an ETag no client uses (per-user POST answers);
  // static files keep theirs, which serve-static makes itself.
  app.set('etag', false);
  // Same-origin only; Google's sign-in sources only with a Google client id (security/).
  app.use(securityHeaders);

  // The browser's network probe (D2 §7 "HEAD /health"); answered here, never upstream.
  app.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  // Stored profile pictures, streamed from the REST server (images come from the app's own origin).
  app.get(
    `${PROFILE_PICTURE_ROUTE}/:imageId`,
    profilePictureProxy({ apiBaseUrl: options.apiBaseUrl, timeoutMs }),
  );
  // Stored trip cover images, the same way.
  app.get(
    `${TRIP_COVER_IMAGE_ROUTE}/:imageId`,
    tripCoverImageProxy({ apiBaseUrl: options.apiBaseUrl, timeoutMs }),
  );
  // Memory photos on activities (issue 14), the same way.
  app.get(
    `${ACTIVITY_PHOTO_ROUTE}/:imageId`,
    activityPhotoProxy({ apiBaseUrl: options.apiBaseUrl, timeoutMs }),
  );
  // Place photos and placeholders, streamed from the REST server (photos/photo-route.ts).
  app.use(PHOTO_ROUTE_PREFIX, createPhotoRouter({ apiBaseUrl: options.apiBaseUrl, timeoutMs }));

  app.use(
    '/graphql',
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    },
    // Multipart (file upload) requests first; CSRF prevention still requires apollo-require-preflight.
    // GET and multipart answers; JSON POSTs are compressed in graphql-http.ts.
    compression({ threshold: GRAPHQL_COMPRESSION_THRESHOLD_BYTES }),
    ...graphqlUploads(),
    express.json({ limit: GRAPHQL_JSON_BODY_LIMIT_BYTES }),
    expressMiddleware(apollo, {
      context: ({ req, res }) => contextFor(req, (line) => res.append('Set-Cookie', line)),
    }),
  );

  // Hashed file names: cache for a year; a missing asset is a plain 404, never index.html.
  app.use('/assets', precompressedFiles(join(webDistDir, 'assets')));
  app.use(
    '/assets',
    express.static(join(webDistDir, 'assets'), {
      index: false,
      immutable: true,
      maxAge: HASHED_ASSET_MAX_AGE_S * 1000,
      fallthrough: false,
    }),
  );
  // Unhashed files at the root (favicon, index.html itself): always revalidate.
  app.use(precompressedFiles(webDistDir));
  app.use(
    express.static(webDistDir, {
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  app.use(
    spaFallback(
      webDistDir,
      pageContentSecurityPolicy({ googleClientId: options.googleClientId ?? null }),
      pageRenderer,
    ),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler);

  const handleRequest: RequestListener = (request, response) => {
    if (isGraphqlJsonPost(request)) {
      serveGraphqlJson(request, response).catch((error: unknown) => {
        // Apollo answers resolver errors itself; this is a failure of the transport code.
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    } else {
      app(request, response);
    }
  };

  return {
    handleRequest,
    app,
    stop: async () => {
      await pageRenderer.stop();
      await apollo.stop();
    },
  };
}
