// Lists the pages kept on this device (the service worker's page cache, decision 0401) on the offline page, with
// their titles, so a citizen can go on reading what still works. Plain script: the offline page loads no bundle.
(function () {
  var CACHE_DAS_PAGINAS = 'portal-paginas';
  // The pages of the signed-in areas (areas-de-quem-entrou.ts, paginaDeQuemEntrou) are the signed-in person's (issue
  // 30 item 3): with no one signed in on this device (no refresh token), they are neither listed nor kept. The
  // session's end normally took them already (the aplicativo chunk); this covers a session that ended on a page closed
  // before. The areas: the prefixes the registry declares for a signed-in visitor, read from the registry each kept
  // page was composed with (this page has none of its own, and is offline), and the shell's list.
  var AREAS_DE_QUEM_ENTROU =
    /^\/(inscricao|meus-cursos|candidato|gestao|usuario|meuprimeiroemprego\/(inscricao|questionario|matricula))(\/|$)/;
  var PUBLICAS_NAS_AREAS = ['/usuario/login', '/usuario/form'];
  var ID_DO_REGISTRO = 'registro-remotos';
  var CHAVE_DA_SESSAO = 'refresh_token';
  if (!window.caches) return;
  function alguemConectado() {
    try {
      return window.localStorage.getItem(CHAVE_DA_SESSAO) !== null;
    } catch {
      return false;
    }
  }
  function ehObjeto(valor) {
    return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
  }
  function registroNaPagina(html) {
    var bloco = new RegExp(
      '<script type="application/json" id="' + ID_DO_REGISTRO + '">([^<]*)</script>',
    ).exec(html);
    try {
      return bloco ? JSON.parse(bloco[1]) : null;
    } catch {
      return null;
    }
  }
  // Every prefix whose line does not say plainly that it is public; an unreadable declaration counts (safe side).
  function prefixosDeQuemEntrou(registro) {
    var remotes = ehObjeto(registro) && ehObjeto(registro.remotes) ? registro.remotes : {};
    var prefixos = [];
    Object.keys(remotes).forEach(function (nome) {
      var linha = remotes[nome];
      if (!ehObjeto(linha) || !Array.isArray(linha.prefixes)) return;
      var acesso = linha.acesso;
      linha.prefixes.forEach(function (prefixo) {
        if (typeof prefixo !== 'string' || acesso === undefined) return;
        var declarado = ehObjeto(acesso) && Object.prototype.hasOwnProperty.call(acesso, prefixo);
        if (!ehObjeto(acesso) || (declarado && acesso[prefixo] !== 'publico')) prefixos.push(prefixo);
      });
    });
    return prefixos;
  }
  function deQuemEntrou(url, prefixos) {
    if (prefixos.indexOf(url.pathname.replace(/^\/+/, '').split('/')[0]) >= 0) return true;
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
      return cache
        .keys()
        .then(function (pedidos) {
          return Promise.all(
            pedidos.map(function (pedido) {
              return cache
                .match(pedido)
                .then(function (resposta) {
                  return resposta ? resposta.text() : '';
                })
                .then(function (html) {
                  return { pedido: pedido, url: new URL(pedido.url), html: html };
                });
            }),
          );
        })
        .then(function (guardadas) {
          var conectado = alguemConectado();
          var prefixos = [];
          guardadas.forEach(function (guardada) {
            prefixos = prefixos.concat(prefixosDeQuemEntrou(registroNaPagina(guardada.html)));
          });
          return guardadas
            .filter(function (guardada) {
              if (conectado || !deQuemEntrou(guardada.url, prefixos)) return true;
              cache.delete(guardada.pedido);
              return false;
            })
            .map(function (guardada) {
              return { url: guardada.url, titulo: titulo(guardada.html) };
            });
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
