// Sets the colour scheme before the first paint, as Mantine's ColorSchemeScript does: the saved
// choice (Mantine's localStorage key), else the system's. A file rather than an inline script, so the
// gateway's CSP keeps script-src 'self' with no hash to keep in step.
(function () {
  var scheme = 'light';
  try {
    var saved = window.localStorage.getItem('mantine-color-scheme-value');
    if (saved === 'light' || saved === 'dark') scheme = saved;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch (error) {
    // Storage refused (private mode): the light scheme until the app starts.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
