// The server-drawn supplier page's scripts (decision 0039), asked for once the page has painted: on a slow phone
// network the HTML and its stylesheets come first, the scripts (which only make the drawn page interactive) after.
// The server lists them in this element's data attributes (src/server/plugins/supplier-page.ts).
(function () {
  var own = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = (own.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    for (var i = 0; i < preloads.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = own.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // After the next frame is painted; a page opened hidden (no frames) starts after a moment all the same.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
