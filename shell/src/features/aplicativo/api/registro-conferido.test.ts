import { ID_REGISTRO_EMBUTIDO } from '@portal/contracts';
import { CABECALHO_SO_DA_REDE } from '../mensagens-do-service-worker';
import { registroConferido } from './registro-conferido';

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

function paginaCom(json: unknown) {
  document.body.innerHTML = `<script type="application/json" id="${ID_REGISTRO_EMBUTIDO}">${JSON.stringify(json)}</script>`;
}

const respondendo = (json: unknown) =>
  jest.fn(async () => ({ ok: true, status: 200, json: async () => json }) as Response);

describe('o registro de uma página do aparelho, conferido com a rede antes de hidratar (decisão 0406)', () => {
  it('a mesma composição: a página hidrata com o registro vivo, pedido só à rede', async () => {
    paginaCom(registro('1.0.0'));
    const vivo = { remotes: { mfe_programas: { ...registro('1.0.0').remotes.mfe_programas, menu: [] } } };
    const buscar = respondendo(vivo);
    const abrirDaRede = jest.fn(async () => undefined);
    const { registro: lido } = await registroConferido('/remotes.json', buscar, abrirDaRede);
    expect(lido.get('mfe_programas')?.menu).toEqual([]);
    expect(abrirDaRede).not.toHaveBeenCalled();
    const [, opcoes] = buscar.mock.calls[0] as unknown as [string, RequestInit];
    expect(opcoes.headers).toMatchObject({ [CABECALHO_SO_DA_REDE]: '1' });
  });

  it('um remoto publicado ou revertido desde a cópia: a página abre de novo da rede e não hidrata', async () => {
    paginaCom(registro('1.0.0'));
    const abrirDaRede = jest.fn(async () => undefined);
    let resolvido = false;
    void registroConferido('/remotes.json', respondendo(registro('1.0.1')), abrirDaRede).then(() => {
      resolvido = true;
    });
    await new Promise((pronto) => setTimeout(pronto, 10));
    expect(abrirDaRede).toHaveBeenCalledTimes(1);
    expect(resolvido).toBe(false);
  });

  it('sem resposta da rede: o registro da própria página, cujos arquivos vieram com ela', async () => {
    paginaCom(registro('1.0.0'));
    const semRede = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const abrirDaRede = jest.fn(async () => undefined);
    const { registro: lido } = await registroConferido('/remotes.json', semRede, abrirDaRede);
    expect(lido.get('mfe_programas')?.version).toBe('1.0.0');
    expect(abrirDaRede).not.toHaveBeenCalled();
  });
});
