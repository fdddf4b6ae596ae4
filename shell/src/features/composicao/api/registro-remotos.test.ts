import { ID_REGISTRO_EMBUTIDO, buscarRegistroRemotos, lerRegistroDoServidor } from './registro-remotos';

const manifesto = (nome: string) => ({
  manifest: `/remotes/${nome}/v1/mf-manifest.json`,
  version: 'v1',
  prefixes: [nome.replace('mfe_', '')],
});

function resposta(status: number, corpo: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => corpo } as Response;
}

describe('buscarRegistroRemotos', () => {
  it('busca sem cache e lê o corpo', async () => {
    const buscar = jest.fn(async () =>
      resposta(200, { remotes: { mfe_programas: manifesto('mfe_programas') } }),
    );
    const { registro } = await buscarRegistroRemotos('/remotes.json', buscar as unknown as typeof fetch);
    expect(buscar).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(registro.has('mfe_programas')).toBe(true);
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
    embutir(JSON.stringify({ remotes: { mfe_programas: manifesto('mfe_programas') } }));
    const buscar = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const { registro } = await lerRegistroDoServidor('/remotes.json', buscar);
    expect(buscar).not.toHaveBeenCalled();
    expect(registro.get('mfe_programas')).toEqual(manifesto('mfe_programas'));
  });

  it.each([
    ['sem o registro no HTML (um CDN só de arquivos)', null],
    ['com um registro embutido ilegível', '{quebrado'],
  ])('%s, busca remotes.json', async (_caso, conteudo) => {
    if (conteudo !== null) embutir(conteudo);
    const buscar = jest.fn(async () => resposta(200, { remotes: { mfe_usuario: manifesto('mfe_usuario') } }));
    const { registro } = await lerRegistroDoServidor('/remotes.json', buscar);
    expect(buscar).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect([...registro.keys()]).toEqual(['mfe_usuario']);
  });
});
