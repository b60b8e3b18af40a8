/*
 * Hauslotse partner widgets, loader v1 (docs/decisions/044-partner-widgets.md). No dependencies, no cookies.
 *
 *   <script src="https://<site>/widgets/v1.js" data-hauslotse-widget="mortgage-calculator"
 *           data-partner="<partner key>" data-lang="de" data-place="berlin" data-price="450000"
 *           data-accent="blue" async></script>
 *
 * Each such script element gets an iframe of the widget right after it, 100 % wide, whose height follows the
 * widget's content (the widget posts `hauslotse:height`). Messages count only from the site's origin and from
 * that very iframe. `hauslotse:lead-submitted` is re-dispatched as a DOM event of the same name on the script
 * element (it bubbles to document and window; `event.detail` = { widget, kind }). Until the widget reports,
 * a plain link to the site stays beside the iframe: when the browser refuses the frame (a site not registered
 * for the partner), the link is what the visitor gets.
 */
(function () {
  'use strict';
  var WIDGETS = ['mortgage-calculator', 'rates', 'purchase-request', 'refinance-request', 'certificate-request'];
  var PAGES = {
    de: { 'mortgage-calculator': '/de/baufinanzierungsrechner', rates: '/de/baufinanzierung', 'purchase-request': '/de/lp-2/immobilienfinanzierung-anfragen', 'refinance-request': '/de/lp-2/anschlussfinanzierung-anfragen', 'certificate-request': '/de/lp/finanzierungszertifikat' },
    en: { 'mortgage-calculator': '/en/german-mortgage-calculator', rates: '/en/mortgage-rates-germany', 'purchase-request': '/en/lp-2/request-property-financing', 'refinance-request': '/en/lp-2/request-refinancing', 'certificate-request': '/en/lp/financing-certificate' },
  };
  var TITLES = {
    de: { 'mortgage-calculator': 'Baufinanzierungsrechner von Hauslotse', rates: 'Bauzinsen von Hauslotse', 'purchase-request': 'Finanzierungsanfrage bei Hauslotse', 'refinance-request': 'Anfrage zur Anschlussfinanzierung bei Hauslotse', 'certificate-request': 'Finanzierungszertifikat von Hauslotse' },
    en: { 'mortgage-calculator': 'Mortgage calculator by Hauslotse', rates: 'Mortgage rates by Hauslotse', 'purchase-request': 'Financing request to Hauslotse', 'refinance-request': 'Refinancing request to Hauslotse', 'certificate-request': 'Financing certificate by Hauslotse' },
  };
  var LINKS = { de: 'Bei Hauslotse öffnen: ', en: 'Open at Hauslotse: ' };
  var KEY = /^[A-Za-z0-9_-]{16,64}$/;
  var MAX_HEIGHT = 20000;

  function mount(script) {
    if (script.hasAttribute('data-hauslotse-mounted')) return;
    script.setAttribute('data-hauslotse-mounted', '');
    var widget = script.getAttribute('data-hauslotse-widget');
    var partner = script.getAttribute('data-partner') || '';
    if (WIDGETS.indexOf(widget) === -1 || !KEY.test(partner) || !script.parentNode) return;
    var lang = script.getAttribute('data-lang') === 'en' ? 'en' : 'de';
    var origin = new URL(script.src, window.location.href).origin;
    var query = new URLSearchParams();
    ['place', 'price', 'accent'].forEach(function (name) {
      var value = script.getAttribute('data-' + name);
      if (value) query.set(name, value);
    });
    // The embedding page without its query (which may hold a visitor's data): kept with a request as its page.
    query.set('ref', window.location.origin + window.location.pathname);

    var box = document.createElement('div');
    box.className = 'hauslotse-widget';
    box.setAttribute('data-hauslotse-box', widget);
    var fallback = document.createElement('p');
    fallback.setAttribute('data-hauslotse-fallback', '');
    var link = document.createElement('a');
    link.href = origin + PAGES[lang][widget] + '?' + new URLSearchParams({ utm_source: 'partner-widget', utm_medium: 'widget', utm_campaign: partner });
    link.textContent = LINKS[lang] + TITLES[lang][widget];
    link.target = '_blank';
    link.rel = 'noopener';
    fallback.appendChild(link);
    var frame = document.createElement('iframe');
    frame.src = origin + '/' + lang + '/widget/' + widget + '/' + encodeURIComponent(partner) + '?' + query;
    frame.title = TITLES[lang][widget];
    frame.setAttribute('loading', 'lazy');
    frame.style.cssText = 'display:block;width:100%;min-width:0;height:480px;border:0;overflow:hidden';
    box.appendChild(fallback);
    box.appendChild(frame);
    script.parentNode.insertBefore(box, script.nextSibling);

    window.addEventListener('message', function (event) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || typeof data !== 'object') return;
      if (data.type === 'hauslotse:height' && typeof data.height === 'number' && data.height > 0 && data.height <= MAX_HEIGHT) {
        frame.style.height = Math.ceil(data.height) + 'px';
        // The widget runs inside the frame: the link is no longer needed.
        fallback.hidden = true;
      } else if (data.type === 'hauslotse:lead-submitted') {
        var detail = { widget: widget, kind: typeof data.kind === 'string' ? data.kind : '' };
        script.dispatchEvent(new CustomEvent('hauslotse:lead-submitted', { detail: detail, bubbles: true }));
      }
    });
  }

  function mountAll() {
    var scripts = document.querySelectorAll('script[data-hauslotse-widget]');
    for (var i = 0; i < scripts.length; i++) mount(scripts[i]);
  }

  mountAll();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
})();
