import { acessoNoRegistro, itensDoMenuNoRegistro, lerDeclaracoesDaLinha } from './acesso-no-registro.js';
import { lerRegistroRemotos } from './registro-remotos.js';

const linha = (nome: string, prefixes: string[], extra: Record<string, unknown> = {}) => ({
  manifest: `/remotes/${nome}/v1/mf-manifest.json`,
  version: 'v1',
  prefixes,
  ...extra,
});
const EQUIPE = { papeis: ['Administrador', 'Executora'] };

describe('lerDeclaracoesDaLinha: acesso por prefixo (decisão 1530)', () => {
  it('sem declaração: nada restrito, menu vazio', () => {
    expect(lerDeclaracoesDaLinha(linha('x', ['a']))).toEqual({ acesso: {}, menu: {} });
  });

  it('o nível de acesso de cada prefixo: público, login ou papéis', () => {
    const acesso = { a: 'publico', b: 'login', c: { papeis: ['Executora', 'Professor'] } };
    expect(lerDeclaracoesDaLinha(linha('x', ['a', 'b', 'c'], { acesso }))).toEqual({ acesso, menu: {} });
  });

  it.each([
    ['um prefixo que a linha não declara', { outro: 'login' }],
    ['um nível desconhecido', { gestao: 'secreto' }],
    ['papéis vazios', { gestao: { papeis: [] } }],
    ['um papel que não é texto', { gestao: { papeis: [1] } }],
    ['uma lista no lugar do objeto', ['login']],
  ])('recusa o acesso com %s (fecha em vez de abrir)', (_, acesso) => {
    expect(lerDeclaracoesDaLinha(linha('mfe_gestao', ['gestao'], { acesso }))).toBeNull();
  });
});

describe('lerDeclaracoesDaLinha: menu da equipe (decisão 1560)', () => {
  it('um rótulo por prefixo restrito a papéis', () => {
    const declarada = linha('mfe_gestao', ['gestao'], {
      acesso: { gestao: EQUIPE },
      menu: { gestao: 'Área de operações' },
    });
    expect(lerDeclaracoesDaLinha(declarada)?.menu).toEqual({ gestao: 'Área de operações' });
  });

  it.each([
    ['um prefixo que a linha não declara', { outro: 'Outro' }],
    ['um rótulo vazio', { gestao: '' }],
    ['um rótulo que não é texto', { gestao: { rotulo: 'x' } }],
    ['um prefixo público', { ajuda: 'Ajuda' }],
    ['um prefixo só com login', { conta: 'Conta' }],
    ['uma lista no lugar do objeto', ['Área']],
  ])('recusa o menu com %s (a linha inteira fecha)', (_, menu) => {
    const acesso = { gestao: EQUIPE, ajuda: 'publico', conta: 'login' };
    const declarada = linha('mfe_gestao', ['gestao', 'ajuda', 'conta', 'livre'], { acesso, menu });
    expect(lerDeclaracoesDaLinha(declarada)).toBeNull();
  });
});

describe('no registro lido', () => {
  const { registro } = lerRegistroRemotos({
    remotes: {
      mfe_gestao: linha('mfe_gestao', ['gestao', 'painel'], {
        acesso: { gestao: EQUIPE, painel: { papeis: ['Professor'] } },
        menu: { gestao: 'Área de operações', painel: 'Painel do professor' },
      }),
      mfe_programas: linha('mfe_programas', ['faq']),
      mfe_ruim: linha('mfe_ruim', ['ruim'], { acesso: { ruim: EQUIPE }, menu: { ruim: '' } }),
    },
  });

  it('acessoNoRegistro: o nível do primeiro segmento; sem declaração, público; malformado, null', () => {
    expect(acessoNoRegistro(registro, '/gestao/turmas/3?x=1')).toEqual(EQUIPE);
    expect(acessoNoRegistro(registro, '/faq')).toBe('publico');
    expect(acessoNoRegistro(registro, '/home')).toBe('publico');
    expect(acessoNoRegistro(registro, '/ruim')).toBeNull();
  });

  it('itensDoMenuNoRegistro: só as entradas cujos papéis incluem o da sessão', () => {
    expect(itensDoMenuNoRegistro(registro, 'Executora')).toEqual([
      { rotulo: 'Área de operações', caminho: '/gestao' },
    ]);
    expect(itensDoMenuNoRegistro(registro, 'Professor')).toEqual([
      { rotulo: 'Painel do professor', caminho: '/painel' },
    ]);
    expect(itensDoMenuNoRegistro(registro, 'Candidato')).toEqual([]);
  });
});
