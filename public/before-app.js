// What runs before the page is drawn (an external file: the CSP allows no inline script).
(function () {
  var html = document.documentElement;

  // The saved theme, applied before the first paint: the class and the colour scheme of <html>, as
  // src/web/lib/theme.tsx sets them, so that taking the page over changes neither (a change there
  // restyles the whole page, decision 054).
  try {
    var t = localStorage.getItem('vite-ui-theme') || 'light';
    var dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var scheme = dark ? 'dark' : 'light';
    html.classList.add(scheme);
    html.style.colorScheme = scheme;
  } catch (e) {}

  // What the person does to the page's controls before the app has taken it over (a page drawn before its
  // script ran: prerendered, or rendered by the server) is kept and done again once it has (decision 058).
  // A control marked `data-early="name"` (the bar's menu button, "Report a problem", the theme and language
  // lists, the sign-in form) is drawn enabled, as the app draws it, so nothing on it changes when the page
  // becomes the app's. Until then a press of such a button, a choice in such a list and the sending of any
  // form are held here: no form is sent the browser's way (the password in the address). Once the root
  // layout marks the page ready (`<html data-ready>`), a task later (typing kept through hydration is
  // given back first, src/web/lib/keep-typed.ts), each is done again, in order, on the control of that name
  // the app has drawn: a click, a form sent with requestSubmit, a list's choice and its change event.
  var held = [];
  function taken() {
    return html.hasAttribute('data-ready');
  }
  function named(el) {
    return el && el.getAttribute ? el.getAttribute('data-early') : null;
  }
  // Each control's action is kept once, however often it was asked for while nothing seemed to happen:
  // a menu pressed twice is opened (not opened and closed), a form sent once, a list's last choice made.
  // Meanwhile `<html data-held>` shows the page is busy (a bar along its top and a busy pointer,
  // src/web/styles.css) until the actions are done.
  function hold(kind, name, value) {
    for (var i = 0; i < held.length; i++) {
      if (held[i][0] === kind && held[i][1] === name) {
        held[i][2] = value;
        return;
      }
    }
    held.push([kind, name, value]);
    html.setAttribute('data-held', '');
  }
  document.addEventListener(
    'click',
    function (event) {
      if (taken() || !event.target || !event.target.closest) return;
      var button = event.target.closest('button[data-early]');
      // A form's submit button is left to send its form: the submit event below holds that.
      if (!button || button.type === 'submit') return;
      event.preventDefault();
      event.stopPropagation();
      hold('click', named(button));
    },
    true,
  );
  document.addEventListener(
    'submit',
    function (event) {
      if (taken()) return;
      event.preventDefault();
      event.stopPropagation();
      if (named(event.target)) hold('submit', named(event.target));
    },
    true,
  );
  document.addEventListener(
    'change',
    function (event) {
      var list = event.target;
      if (taken() || !list || list.tagName !== 'SELECT' || !named(list)) return;
      event.stopPropagation();
      hold('change', named(list), list.value);
    },
    true,
  );
  function doAgain() {
    var actions = held.splice(0);
    html.removeAttribute('data-held');
    for (var i = 0; i < actions.length; i++) {
      var el = document.querySelector('[data-early="' + actions[i][1] + '"]');
      if (!el) continue;
      if (actions[i][0] === 'click') el.click();
      else if (actions[i][0] === 'submit') {
        if (el.requestSubmit) el.requestSubmit();
        else el.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      } else {
        el.value = actions[i][2];
        el.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }
  }
  if (!window.MutationObserver) return;
  new MutationObserver(function (records, observer) {
    if (!taken()) return;
    observer.disconnect();
    if (held.length > 0) setTimeout(doAgain, 0);
  }).observe(html, { attributes: true, attributeFilter: ['data-ready'] });
})();
