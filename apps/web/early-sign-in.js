// The sign-in form of login.html before the app has loaded (apps/web/vite-early-sign-in.ts; docs/pwa.md "The sign-in
// page before the app"): the page's HTML carries the form, so a visitor on a slow phone types while the app's
// scripts still download; this small classic script, loaded beside them, keeps the form honest until the app takes
// it over (apps/web/src/areas/identity/pages/login-page.tsx reads what was typed and sends a form sent early).
(function () {
  /** @type {Record<string, { label: string, type: string, inputMode: string, autoComplete: string }>} */
  var kinds = JSON.parse('__KG_IDENTIFIER_KINDS__');
  var form = document.getElementById('kg-early-sign-in');
  if (!form) return;
  var identifier = document.getElementById('kg-early-identifier');
  var label = document.getElementById('kg-early-identifier-label');
  var button = form.querySelector('button[type="submit"]');
  form.addEventListener('change', function (event) {
    var target = event.target;
    if (!target || target.name !== 'kg-early-identifier-type') return;
    var kind = kinds[target.value];
    label.textContent = kind.label;
    identifier.setAttribute('type', kind.type);
    identifier.setAttribute('inputmode', kind.inputMode);
    identifier.setAttribute('autocomplete', kind.autoComplete);
  });
  // Sent before the app is there: kept for the app to send (the button says so), never a page reload.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    form.setAttribute('data-submitted', 'true');
    button.textContent = 'Влизане…';
    button.setAttribute('aria-busy', 'true');
  });
  // The markup's button is disabled, so that no native submission can happen before this script listens.
  button.disabled = false;
})();
