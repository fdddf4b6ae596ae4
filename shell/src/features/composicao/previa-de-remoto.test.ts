import { lerCookiePrevias } from '@portal/contracts';
import { aplicarPrevias, cookieDasPrevias, previasDaUrl } from './previa-de-remoto';

const linha = (nome: string, versao: string) => ({
  manifest: `https://cdn.exemplo/remotes/${nome}/${versao}/mf-manifest.json`,
  version: versao,
  prefixes: [nome.slice(4)],
});

beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('prévia de um remoto só neste navegador', () => {
  it('a query liga e desliga prévias por cima do cookie, e o cookie as guarda', () => {
    const doCookie = lerCookiePrevias(`x=1; ${cookieDasPrevias(new Map([['mfe_usuario', 'v7']]))}`);
    expect([...doCookie]).toEqual([['mfe_usuario', 'v7']]);
    const previas = previasDaUrl(doCookie, '?remoto-previa=mfe_programas:v9&remoto-previa=mfe_usuario:');
    expect([...previas]).toEqual([['mfe_programas', 'v9']]);
    expect(previasDaUrl(previas, '?remoto-previa=limpar').size).toBe(0);
    expect(cookieDasPrevias(new Map())).toContain('max-age=0');
  });

  it('recusa nomes e versões malformados (nada de URL escolhida por quem fez o link)', () => {
    const previas = previasDaUrl(
      new Map(),
      '?remoto-previa=mfe_x:https://mal.exemplo/a.json&remoto-previa=X:v1',
    );
    expect(previas.size).toBe(0);
  });

  it('troca só a pasta de versão do remoto escolhido, na mesma origem e caminho', () => {
    const registro = new Map([
      ['mfe_programas', linha('mfe_programas', 'v1')],
      ['mfe_usuario', linha('mfe_usuario', 'v1')],
    ]);
    const { registro: usado, problemas } = aplicarPrevias(
      { registro, problemas: [] },
      new Map([
        ['mfe_programas', 'v2-previa'],
        ['mfe_gestao', 'v1'],
      ]),
    );
    expect(usado.get('mfe_programas')).toEqual(linha('mfe_programas', 'v2-previa'));
    expect(usado.get('mfe_usuario')).toEqual(linha('mfe_usuario', 'v1'));
    expect(registro.get('mfe_programas')?.version).toBe('v1');
    expect(problemas).toEqual([expect.stringContaining('mfe_gestao')]);
  });
});
