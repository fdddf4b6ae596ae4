import { Remote } from '@portal/contracts';
import {
  ID_REGISTRO_EMBUTIDO,
  buscarRegistroRemotos,
  lerRegistroDoServidor,
  lerRegistroRemotos,
} from './registro-remotos';

const manifesto = (nome: string) => ({ manifest: `/remotes/${nome}/v1/mf-manifest.json`, version: 'v1' });

function resposta(status: number, corpo: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => corpo } as Response;
}

describe('lerRegistroRemotos', () => {
  it('lê todas as entradas válidas com os nomes de contracts', () => {
    const remotes = Object.fromEntries(Object.values(Remote).map((nome) => [nome, manifesto(nome)]));
    const { registro, problemas } = lerRegistroRemotos({ remotes });
    expect(problemas).toEqual([]);
    expect([...registro.keys()].sort()).toEqual(Object.values(Remote).sort());
    expect(registro.get(Remote.usuario)).toEqual(manifesto(Remote.usuario));
  });

  it.each([null, 42, 'texto', [], {}, { remotes: [] }, { remotes: 'x' }])(
    'recusa um documento sem "remotes" (%p)',
    (json) => {
      const { registro, problemas } = lerRegistroRemotos(json);
      expect(registro.size).toBe(0);
      expect(problemas).toHaveLength(1);
    },
  );

  it('descarta só a linha ruim ou desconhecida e mantém as outras', () => {
    const { registro, problemas } = lerRegistroRemotos({
      remotes: {
        [Remote.usuario]: manifesto(Remote.usuario),
        [Remote.candidato]: { manifest: '', version: 'v1' },
        [Remote.inscricao]: { version: 'v1' },
        mfe_intruso: manifesto('mfe_intruso'),
      },
    });
    expect([...registro.keys()]).toEqual([Remote.usuario]);
    expect(problemas).toHaveLength(3);
    expect(problemas.join(' ')).toContain('mfe_intruso');
  });
});

describe('buscarRegistroRemotos', () => {
  it('busca sem cache e lê o corpo', async () => {
    const buscar = jest.fn(async () =>
      resposta(200, { remotes: { [Remote.programas]: manifesto(Remote.programas) } }),
    );
    const { registro } = await buscarRegistroRemotos('/remotes.json', buscar as unknown as typeof fetch);
    expect(buscar).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(registro.has(Remote.programas)).toBe(true);
  });

  it('falha com o status quando o registro não está disponível', async () => {
    const buscar = jest.fn(async () => resposta(503, null));
    await expect(buscarRegistroRemotos('/remotes.json', buscar as unknown as typeof fetch)).rejects.toThrow(
      'HTTP 503',
    );
  });
});

describe('lerRegistroDoServidor', () => {
  afterEach(() => document.getElementById(ID_REGISTRO_EMBUTIDO)?.remove());

  function embutir(conteudo: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = ID_REGISTRO_EMBUTIDO;
    script.textContent = conteudo;
    document.head.append(script);
  }

  it('usa o registro que o servidor escreveu no HTML, sem buscar remotes.json', async () => {
    embutir(JSON.stringify({ remotes: { [Remote.programas]: manifesto(Remote.programas) } }));
    const buscar = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const { registro } = await lerRegistroDoServidor('/remotes.json', buscar);
    expect(buscar).not.toHaveBeenCalled();
    expect(registro.get(Remote.programas)).toEqual(manifesto(Remote.programas));
  });

  it.each([
    ['sem o registro no HTML (um CDN só de arquivos)', null],
    ['com um registro embutido ilegível', '{quebrado'],
  ])('%s, busca remotes.json', async (_caso, conteudo) => {
    if (conteudo !== null) embutir(conteudo);
    const buscar = jest.fn(async () =>
      resposta(200, { remotes: { [Remote.usuario]: manifesto(Remote.usuario) } }),
    );
    const { registro } = await lerRegistroDoServidor('/remotes.json', buscar);
    expect(buscar).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect([...registro.keys()]).toEqual([Remote.usuario]);
  });
});
