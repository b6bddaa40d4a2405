// Prerendered public pages (scripts/build.ts): their words are in the HTML, so the app's script is
// fetched only once the page has loaded and been painted, and on a slow line it does not compete with the page for the
// bandwidth. Then the app hydrates the page (src/web/main.tsx). An external file: the CSP allows no
// inline script.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    for (var i = 0; i < preload.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  // Not before the page has been painted (decision 046): on a fast machine `load` can come before the first
  // paint, and the script's download then counts as something the first paint waited for. After the next
  // frame (a frame, then a task), or half a second at most (no frames are drawn in a hidden tab).
  var started = false;
  function once() {
    if (started) return;
    started = true;
    start();
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(once, 0);
    });
    setTimeout(once, 500);
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
})();
