/* global window, document */
// Runs before first paint, from a file because the CSP forbids inline scripts. It mirrors the
// persisted zustand theme store (key 'theme-store', shape { state: { theme }, version }) so a
// light-mode user never sees a dark flash, and dark stays the default when nothing is stored.
(function () {
  var theme = 'dark';
  try {
    var raw = window.localStorage.getItem('theme-store');
    var stored = raw ? JSON.parse(raw) : null;
    if (stored && stored.state && stored.state.theme === 'light') theme = 'light';
  } catch {
    // Storage blocked or corrupt: keep the default.
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
