// Sets the colour scheme before the first paint, as Mantine's ColorSchemeScript does: the saved
// choice (Mantine's localStorage key), else the system's. A file rather than an inline script, so the
// gateway's CSP keeps script-src 'self' with no hash to keep in step.
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
  } catch (error) {
    // Storage refused (private mode): the light scheme until the app starts.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
// A prerendered page preloads the full stylesheets (its first paint needs only its inline rules):
// added here they load without blocking that paint, ahead of the page's own style tags.
(function () {
  var preloads = document.querySelectorAll('link[rel="preload"][data-stylesheet]');
  for (var index = 0; index < preloads.length; index += 1) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = preloads[index].getAttribute('href');
    document.head.appendChild(link);
  }
})();
