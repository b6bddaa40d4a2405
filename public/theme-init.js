// Applies the saved theme before the first paint (an external file: the CSP allows no inline script). The page language is always English (decision 006).
(function () {
  try {
    var t = localStorage.getItem('vite-ui-theme') || 'light';
    var dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
  } catch (e) {}
})();
