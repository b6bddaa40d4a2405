// Applies the saved theme and language before the first paint (an external file: the CSP allows no inline script).
(function () {
  try {
    var t = localStorage.getItem('vite-ui-theme') || 'light';
    var dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
    var l = localStorage.getItem('waikura-language');
    if (l === 'mi') document.documentElement.lang = 'mi';
  } catch (e) {}
})();
