// Lists the pages kept on this device (the service worker's page cache, decision 0401) on the offline page, with
// their titles, so a citizen can go on reading what still works. Plain script: the offline page loads no bundle.
(function () {
  var CACHE_DAS_PAGINAS = 'portal-paginas';
  // The pages of the signed-in areas (regras-de-cache.ts, paginaDeQuemEntrou) are the signed-in person's (issue 30
  // item 3): with no one signed in on this device (no refresh token), they are neither listed nor kept. The session's
  // end normally took them already (the aplicativo chunk); this covers a session that ended on a page closed before.
  var AREAS_DE_QUEM_ENTROU =
    /^\/(inscricao|meus-cursos|candidato|gestao|usuario|meuprimeiroemprego\/(inscricao|questionario|matricula))(\/|$)/;
  var PUBLICAS_NAS_AREAS = ['/usuario/login', '/usuario/form'];
  var CHAVE_DA_SESSAO = 'refresh_token';
  if (!window.caches) return;
  function alguemConectado() {
    try {
      return window.localStorage.getItem(CHAVE_DA_SESSAO) !== null;
    } catch {
      return false;
    }
  }
  function deQuemEntrou(url) {
    return AREAS_DE_QUEM_ENTROU.test(url.pathname) && PUBLICAS_NAS_AREAS.indexOf(url.pathname) < 0;
  }
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
        var conectado = alguemConectado();
        return Promise.all(
          pedidos
            .filter(function (pedido) {
              if (conectado || !deQuemEntrou(new URL(pedido.url))) return true;
              cache.delete(pedido);
              return false;
            })
            .map(function (pedido) {
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
