import { buscarRegistroRemotos, lerRegistroDoServidor } from './registro-na-pagina.js';

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
  it('usa o registro que o servidor escreveu no HTML, sem buscar remotes.json', async () => {
    const embutido = JSON.stringify({ remotes: { mfe_programas: manifesto('mfe_programas') } });
    const buscar = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
    const { registro } = await lerRegistroDoServidor('/remotes.json', buscar, () => embutido);
    expect(buscar).not.toHaveBeenCalled();
    expect(registro.get('mfe_programas')).toEqual(manifesto('mfe_programas'));
  });

  it.each([
    ['sem o registro no HTML (um CDN só de arquivos)', null],
    ['com um registro embutido ilegível', '{quebrado'],
  ])('%s, busca remotes.json', async (_caso, conteudo) => {
    const buscar = jest.fn(async () => resposta(200, { remotes: { mfe_usuario: manifesto('mfe_usuario') } }));
    const { registro } = await lerRegistroDoServidor('/remotes.json', buscar, () => conteudo);
    expect(buscar).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect([...registro.keys()]).toEqual(['mfe_usuario']);
  });
});
