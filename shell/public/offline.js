// Lists the pages kept on this device (the service worker's page cache, decision 0401) on the offline page, with
// their titles, so a citizen can go on reading what still works. Plain script: the offline page loads no bundle.
(function () {
  var CACHE_DAS_PAGINAS = 'portal-paginas';
  if (!window.caches) return;
  function titulo(html) {
    var achado = /<title>([^<]*)<\/title>/i.exec(html);
    var texto = achado ? achado[1].replace(/\s*\|\s*Portal Qualifica\s*$/, '') : '';
    var elemento = document.createElement('textarea');
    elemento.innerHTML = texto;
    return elemento.value;
  }
  caches
    .open(CACHE_DAS_PAGINAS)
    .then(function (cache) {
      return cache.keys().then(function (pedidos) {
        return Promise.all(
          pedidos.map(function (pedido) {
            return cache.match(pedido).then(function (resposta) {
              return resposta.text().then(function (html) {
                return { url: new URL(pedido.url), titulo: titulo(html) };
              });
            });
          }),
        );
      });
    })
    .then(function (paginas) {
      if (paginas.length === 0) return;
      var lista = document.getElementById('lista-de-paginas-guardadas');
      paginas.forEach(function (pagina) {
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = pagina.url.pathname;
        link.textContent =
          pagina.titulo && pagina.titulo !== 'Portal Qualifica' ? pagina.titulo : pagina.url.pathname;
        item.appendChild(link);
        lista.appendChild(item);
      });
      document.getElementById('paginas-guardadas').hidden = false;
    })
    .catch(function () {});
})();
