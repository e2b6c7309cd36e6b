// Inlined into the shell's head by the build (web/build/head-script.ts), so nothing is fetched
// before the first paint; the gateway allows it by its hash (gateway/src/security).
//
// Sets the colour scheme before the first paint, as Mantine's ColorSchemeScript does: the saved
// choice (Mantine's localStorage key), else the system's.
// It also marks <html> when the browser holds a session (the session's `accessToken` key, in either
// store): a page prerendered for guests then stays hidden until the app renders the signed-in one.
(function () {
  var scheme = 'light';
  try {
    var saved = window.localStorage.getItem('mantine-color-scheme-value');
    if (saved === 'light' || saved === 'dark') scheme = saved;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
    if (
      window.localStorage.getItem('accessToken') !== null ||
      window.sessionStorage.getItem('accessToken') !== null
    ) {
      document.documentElement.setAttribute('data-session-hint', '');
    }
  } catch {
    // Storage refused (private mode): the light scheme until the app starts.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  // The shell's frame (web/index.html) is the main layout's top bar: the pages with a layout of their
  // own (the routes outside web/src/routes/_main) go without it.
  if (
    /^\/(?:login|signup|forgot-password|reset-password|verify-email|settings|shared-trip)(?:\/|$)/.test(
      window.location.pathname,
    )
  ) {
    document.documentElement.setAttribute('data-own-layout', '');
  }
})();
// A built page (web/build/prerender.ts) holds its full stylesheets and the app's scripts in
// <template id="after-first-paint">: the page paints from its inline CSS first, its HTML not sharing
// the network with them nor its paint the main thread with the app's start, then they are added
// (a stylesheet a script adds does not block rendering). What paints first is the prerendered page
// for a guest, else the shell's frame (the main layout's top bar); the app takes over once the
// stylesheets have loaded (web/src/app/main.tsx).
(function () {
  var deferred = document.getElementById('after-first-paint');
  if (deferred === null) return;
  var root = document.documentElement;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // After the page's inline CSS (the same rules, which must not outrank the stylesheets' later
    // ones once the app renders other pages), so nothing is moved, hence parsed again, as the app
    // takes over. The stylesheets load for print only: the app applies them as it takes over
    // (web/src/app/stylesheets-loaded.ts), and their arrival restyles nothing meanwhile. Started
    // before the inline CSS is parsed (a page with a layout of its own), they go first and the
    // takeover puts the inline CSS ahead.
    var inline = document.querySelector('style[data-critical]');
    document.head.insertBefore(
      document.importNode(deferred.content, true),
      inline === null ? null : inline.nextSibling,
    );
  }
  var shell = deferred.hasAttribute('data-shell');
  var signedIn = root.hasAttribute('data-session-hint');
  // A page the gateway rendered for a signed-in user (web/build/page-html.ts) shows to that user
  // only: the stored session (the store the app restores from first) must be theirs.
  var forUser = deferred.getAttribute('data-for-user');
  var pageShows = !shell && !signedIn;
  if (forUser !== null) {
    var reader = null;
    try {
      var stored =
        window.localStorage.getItem('accessToken') !== null
          ? window.localStorage.getItem('user')
          : window.sessionStorage.getItem('user');
      reader = stored === null ? null : JSON.parse(stored).id;
    } catch {
      // Storage refused or unreadable: no reader the page is for.
    }
    pageShows = forUser === reader;
    if (!pageShows) root.setAttribute('data-not-for-reader', '');
  }
  // A page with a layout of its own shows neither the frame nor, to a signed-in visitor, the
  // prerendered guest page: nothing to paint first, the app starts at once.
  if (root.hasAttribute('data-own-layout') && (shell || signedIn)) {
    start();
    return;
  }
  // A prerendered page shows once Inter is in, as the app's own first render does
  // (web/src/app/fonts-loaded.ts, the same face and limit): painted in the fallback font, its text
  // re-wrapped when Inter came. Asked for once the page's inline CSS, which declares the face, has
  // been parsed.
  if (pageShows && document.fonts) {
    root.setAttribute('data-awaiting-font', '');
    var show = function () {
      root.removeAttribute('data-awaiting-font');
    };
    document.addEventListener('DOMContentLoaded', function () {
      document.fonts.load('400 1em "Inter Variable"').then(show, show);
    });
    setTimeout(show, 3000);
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the timer below starts the app.
  }
  // Whatever happens to the paint (a tab opened hidden paints only when shown), the app starts.
  setTimeout(start, 1500);
})();
