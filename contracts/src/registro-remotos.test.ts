import { donoNoRegistro, lerEntradaRegistroRemoto, lerRegistroRemotos } from './registro-remotos.js';

const linha = (nome: string, prefixes: string[]) => ({
  manifest: `/remotes/${nome}/v1/mf-manifest.json`,
  version: 'v1',
  prefixes,
});

describe('lerEntradaRegistroRemoto (sem zod)', () => {
  // The other fields ride along unread (acesso, menu: decision 1562), as the server's copy of the page has them.
  it('aceita uma linha completa e deixa os campos a mais como vieram, sem lê-los', () => {
    const menu = { faq: 'Perguntas' };
    expect(lerEntradaRegistroRemoto({ ...linha('a', ['faq']), menu, extra: 1 })).toEqual({
      ...linha('a', ['faq']),
      menu,
      extra: 1,
    });
  });

  it.each([
    { manifest: '', version: 'v1', prefixes: [] },
    { manifest: '/m.json', prefixes: [] },
    { manifest: '/m.json', version: 'v1' },
    { manifest: '/m.json', version: 'v1', prefixes: ['a/b'] },
    { manifest: '/m.json', version: 'v1', prefixes: ['home'] },
    { manifest: '/m.json', version: 'v1', prefixes: [3] },
    ['/m.json', 'v1'],
    null,
  ])('recusa %j', (valor) => {
    expect(lerEntradaRegistroRemoto(valor)).toBeNull();
  });
});

describe('os primeiros segmentos do shell não vão para um remoto', () => {
  // The shell renders /acessibilidade and /privacidade itself (decision 0183): a line that claimed either was read as
  // valid, and the registry would answer that a remote owns a page the shell serves.
  it.each(['home', 'error', 'fale-conosco', 'autenticacao', 'acessibilidade', 'privacidade'])(
    'recusa uma linha que declara %s',
    (prefixo) => {
      expect(lerEntradaRegistroRemoto(linha('mfe_x', ['faq', prefixo]))).toBeNull();
    },
  );
});

describe('lerRegistroRemotos: um conjunto aberto de remotos', () => {
  it('um remoto novo entra só pela sua linha, com os seus prefixos', () => {
    const { registro, problemas } = lerRegistroRemotos({
      remotes: {
        mfe_programas: linha('mfe_programas', ['faq']),
        mfe_gestao: linha('mfe_gestao', ['gestao']),
      },
    });
    expect(problemas).toEqual([]);
    expect(donoNoRegistro(registro, '/gestao/turmas?x=1')).toBe('mfe_gestao');
    expect(donoNoRegistro(registro, '/faq')).toBe('mfe_programas');
    expect(donoNoRegistro(registro, '/home')).toBeNull();
    expect(donoNoRegistro(registro, '/constructor')).toBeNull();
  });

  it('descarta só a linha ruim e mantém um prefixo com quem o declarou primeiro', () => {
    const { registro, problemas } = lerRegistroRemotos({
      remotes: {
        mfe_usuario: linha('mfe_usuario', ['usuario']),
        'Nome Ruim': linha('x', ['x']),
        mfe_candidato: { manifest: '/m.json', version: 'v1' },
        mfe_intruso: linha('mfe_intruso', ['usuario', 'intruso']),
      },
    });
    expect([...registro.keys()]).toEqual(['mfe_usuario', 'mfe_intruso']);
    expect(donoNoRegistro(registro, '/usuario/login')).toBe('mfe_usuario');
    expect(donoNoRegistro(registro, '/intruso')).toBe('mfe_intruso');
    expect(problemas).toHaveLength(3);
  });

  it.each([null, 42, [], {}, { remotes: [] }])('recusa um documento sem "remotes" (%p)', (json) => {
    expect(lerRegistroRemotos(json).registro.size).toBe(0);
  });
});

describe('acesso e menu na linha, sem ler (decisões 1530 e 1560)', () => {
  it('a linha leva acesso e menu como vieram, mesmo malformados: quem lê é acesso-no-registro, fora da partida', () => {
    const acesso = { gestao: 'secreto' };
    const menu = ['Área'];
    expect(lerEntradaRegistroRemoto({ ...linha('mfe_gestao', ['gestao']), acesso, menu })).toEqual({
      ...linha('mfe_gestao', ['gestao']),
      acesso,
      menu,
    });
  });
});
