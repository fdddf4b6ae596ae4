import { Remote } from '@portal/contracts';
import { buscarRegistroRemotos, lerRegistroRemotos } from './registro-remotos';

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

  it.each([null, 42, 'texto', [], {}, { remotes: [] }, { remotes: 'x' }])('recusa um documento sem "remotes" (%p)', (json) => {
    const { registro, problemas } = lerRegistroRemotos(json);
    expect(registro.size).toBe(0);
    expect(problemas).toHaveLength(1);
  });

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
    const buscar = jest.fn(async () => resposta(200, { remotes: { [Remote.programas]: manifesto(Remote.programas) } }));
    const { registro } = await buscarRegistroRemotos('/remotes.json', buscar as unknown as typeof fetch);
    expect(buscar).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(registro.has(Remote.programas)).toBe(true);
  });

  it('falha com o status quando o registro não está disponível', async () => {
    const buscar = jest.fn(async () => resposta(503, null));
    await expect(buscarRegistroRemotos('/remotes.json', buscar as unknown as typeof fetch)).rejects.toThrow('HTTP 503');
  });
});
