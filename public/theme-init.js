// Applies the saved theme before the first paint (an external file: the CSP allows no inline script): the
// class and the colour scheme of <html>, as src/web/lib/theme.tsx sets them, so that taking the page over
// changes neither (a change there restyles the whole page, decision 054).
(function () {
  try {
    var t = localStorage.getItem('vite-ui-theme') || 'light';
    var dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var scheme = dark ? 'dark' : 'light';
    document.documentElement.classList.add(scheme);
    document.documentElement.style.colorScheme = scheme;
  } catch (e) {}
})();
