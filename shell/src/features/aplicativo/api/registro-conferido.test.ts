import { ID_REGISTRO_EMBUTIDO } from '@portal/contracts';
import { CABECALHO_SO_DA_REDE } from '../mensagens-do-service-worker';
import { abrirDeNovoDaRede, registroConferido } from './registro-conferido';

const registro = (versao: string) => ({
  remotes: {
    mfe_programas: {
      manifest: `/remotes/mfe_programas/${versao}/mf-manifest.json`,
      version: versao,
      prefixes: ['qualificaSP'],
      menu: [{ versao }],
    },
  },
});

/** A page from the device: its own registry, the mark with the time it was kept, a prerendered root. */
function paginaCom(json: unknown) {
  document.head.innerHTML = '<meta name="portal-pagina-do-aparelho" content="2026-11-29T13:30:00.000Z">';
  document.body.innerHTML =
    `<script type="application/json" id="${ID_REGISTRO_EMBUTIDO}">${JSON.stringify(json)}</script>` +
    '<div id="root"><main>a página guardada</main></div>';
}

const respondendo = (json: unknown, status = 200) =>
  jest.fn(async () => ({ ok: status === 200, status, json: async () => json }) as Response);

const avisoSemConexao = () => document.querySelector('body > p.aviso-sem-conexao[role="status"]');

/** Settles `promessa` within a few event-loop turns, or says it is still pending. */
async function estado<T>(promessa: Promise<T>): Promise<T | 'pendente'> {
  return Promise.race([promessa, new Promise<'pendente'>((fim) => setTimeout(() => fim('pendente'), 20))]);
}

beforeEach(() => sessionStorage.clear());

describe('o registro de uma página do aparelho, conferido com a rede antes de hidratar (decisão 0406)', () => {
  it('a mesma composição: a página hidrata com o registro vivo, pedido só à rede', async () => {
    paginaCom(registro('1.0.0'));
    const vivo = { remotes: { mfe_programas: { ...registro('1.0.0').remotes.mfe_programas, menu: [] } } };
    const buscar = respondendo(vivo);
    const abrirDaRede = jest.fn(async () => undefined);
    const { registro: lido } = await registroConferido('/remotes.json', { buscar, abrirDaRede });
    expect(lido.get('mfe_programas')?.menu).toEqual([]);
    expect(abrirDaRede).not.toHaveBeenCalled();
    const [, opcoes] = buscar.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(opcoes.headers).get(CABECALHO_SO_DA_REDE)).toBe('1');
    expect(avisoSemConexao()).toBeNull();
  });

  it('um remoto publicado ou revertido desde a cópia: a página abre de novo da rede e não hidrata', async () => {
    paginaCom(registro('1.0.0'));
    const abrirDaRede = jest.fn(async () => undefined);
    const conferido = registroConferido('/remotes.json', {
      buscar: respondendo(registro('1.0.1')),
      abrirDaRede,
    });
    expect(await estado(conferido)).toBe('pendente');
    expect(abrirDaRede).toHaveBeenCalledTimes(1);
  });

  it('a mesma página reaberta de novo com a mesma composição: renderizada do zero com o registro vivo, sem laço', async () => {
    const conferir = () => {
      paginaCom(registro('1.0.0'));
      return registroConferido('/remotes.json', {
        buscar: respondendo(registro('1.0.1')),
        abrirDaRede: async () => undefined,
      });
    };
    expect(await estado(conferir())).toBe('pendente');
    const segunda = await estado(conferir());
    expect(segunda === 'pendente' ? null : segunda.registro.get('mfe_programas')?.version).toBe('1.0.1');
    expect(document.getElementById('root')?.hasChildNodes()).toBe(false);
  });

  it('com uma prévia neste navegador, a cópia (a versão viva) não hidrata: a página abre da rede', async () => {
    paginaCom(registro('1.0.0'));
    const abrirDaRede = jest.fn(async () => undefined);
    const conferido = registroConferido('/remotes.json', {
      buscar: respondendo(registro('1.0.0')),
      abrirDaRede,
      comPrevia: true,
    });
    expect(await estado(conferido)).toBe('pendente');
    expect(abrirDaRede).toHaveBeenCalledTimes(1);
  });

  it('sem resposta da rede: o registro da própria página e o aviso sem conexão com a hora da cópia', async () => {
    paginaCom(registro('1.0.0'));
    const semRede = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const abrirDaRede = jest.fn(async () => undefined);
    const { registro: lido } = await registroConferido('/remotes.json', { buscar: semRede, abrirDaRede });
    expect(lido.get('mfe_programas')?.version).toBe('1.0.0');
    expect(abrirDaRede).not.toHaveBeenCalled();
    // 13:30 UTC is 10:30 in São Paulo.
    expect(avisoSemConexao()?.textContent).toBe('Sem conexão — informações de 29/11 às 10:30');
  });

  it('uma rede que não responde no prazo conta como sem rede', async () => {
    paginaCom(registro('1.0.0'));
    const parada: typeof fetch = (_url, opcoes) =>
      new Promise((_, falhar) =>
        opcoes?.signal?.addEventListener('abort', () => falhar(new DOMException('prazo', 'AbortError'))),
      );
    const { registro: lido } = await registroConferido('/remotes.json', { buscar: parada, prazoMs: 5 });
    expect(lido.get('mfe_programas')?.version).toBe('1.0.0');
    expect(avisoSemConexao()).not.toBeNull();
  });

  it('uma resposta de erro do servidor: o registro da própria página, sem dizer que falta conexão', async () => {
    paginaCom(registro('1.0.0'));
    const { registro: lido } = await registroConferido('/remotes.json', { buscar: respondendo({}, 503) });
    expect(lido.get('mfe_programas')?.version).toBe('1.0.0');
    expect(avisoSemConexao()).toBeNull();
  });
});

// A receipt is kept under its path alone (decision 0415); its copy was deleted under the address with the query, so it
// stayed, and the reload that should have read the network opened the stale copy again.
it('abrir de novo da rede apaga a cópia guardada sob o caminho, sem a query, e recarrega', async () => {
  const apagados: string[] = [];
  const abrir = jest.fn(async () => ({ delete: async (chave: string) => apagados.push(chave) }));
  Object.defineProperty(globalThis, 'caches', { value: { open: abrir }, configurable: true });
  const recarregar = jest.fn();
  await abrirDeNovoDaRede('http://localhost/inscricao/confirmacao-matricula?idInscricao=501', recarregar);
  expect(apagados).toEqual(['http://localhost/inscricao/confirmacao-matricula']);
  expect(recarregar).toHaveBeenCalledTimes(1);
});
