// Prerendered public pages (scripts/build.ts): their words are in the HTML, so the app's script is
// fetched only once the page has loaded and been painted, and on a slow line it does not compete with the page for the
// bandwidth. Then the app hydrates the page (src/web/main.tsx). An external file: the CSP allows no
// inline script.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // The script in a task of its own, then its modules' preloads one a task: a signed-in page names some
  // thirty, and all of them in one task blocked input for 75–112 ms at Lighthouse's 4× CPU slowdown
  // (decision 053); the script with four of them still took 50–75 ms, and two of them 6–17 ms without the
  // slowdown (decision 056). The script does not wait for them: they start within milliseconds, long before
  // its download ends. Each piece is a task reached through a message to a channel of its own, not a timer
  // (nested timers wait 4 ms or more each): the preloads are all added before the script, once loaded,
  // imports the page's modules; what is not added by then the script adds itself, in one of its own tasks.
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
    var next = 0;
    var channel = window.MessageChannel ? new MessageChannel() : null;
    function later() {
      if (channel) channel.port2.postMessage(null);
      else setTimeout(addSome, 0);
    }
    function addSome() {
      for (var end = Math.min(next + 1, preload.length); next < end; next++) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = preload[next];
        document.head.appendChild(link);
      }
      if (next < preload.length) later();
      else if (channel) channel.port1.close();
    }
    if (channel) channel.port1.onmessage = addSome;
    if (preload.length > 0) later();
  }
  // Sign-in's next page (scripts/build.ts, decision 048): the app's code, fetched into the cache once the
  // page is up and the browser idle, so "Log in" does not wait for it on a slow line. Not run here.
  var prefetch = (me.getAttribute('data-prefetch') || '').split(' ').filter(Boolean);
  function prefetchNext() {
    for (var i = 0; i < prefetch.length; i++) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = 'anonymous';
      link.href = prefetch[i];
      document.head.appendChild(link);
    }
  }
  var started = false;
  function once() {
    if (started) return;
    started = true;
    start();
    if (prefetch.length > 0) {
      setTimeout(function () {
        if (window.requestIdleCallback) window.requestIdleCallback(prefetchNext, { timeout: 2000 });
        else prefetchNext();
      }, 1000);
    }
  }
  // Not before the page's first paint (decision 046): on a fast machine `load` can come before it, and the
  // script's download then counts as something the paint waited for. Started once the browser reports the
  // first contentful paint, or after a second at most (a hidden tab paints nothing).
  function afterPaint() {
    setTimeout(once, 1000);
    try {
      if (performance.getEntriesByName('first-contentful-paint').length > 0) return void setTimeout(once, 0);
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(once, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    }
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
})();
