import { COOKIE_PREVIA, lerCookiePrevias, parDaPrevia } from './previa-de-remoto.js';

describe('prévia de um remoto no cookie do navegador', () => {
  it('separa nome e versão no primeiro dois-pontos', () => {
    expect(parDaPrevia('mfe_programas:20261128T0000Z-ab:cd')).toEqual([
      'mfe_programas',
      '20261128T0000Z-ab:cd',
    ]);
    expect(parDaPrevia('mfe_programas')).toEqual(['mfe_programas', '']);
    expect(parDaPrevia(':v1')).toEqual(['', 'v1']);
  });

  it('lê as prévias válidas do cabeçalho Cookie, entre outros cookies', () => {
    const valor = encodeURIComponent('mfe_programas:20261128T000000.000Z-0a1b2c3d,mfe_gestao:v2');
    const previas = lerCookiePrevias(`tema=escuro; ${COOKIE_PREVIA}=${valor}; outro=1`);
    expect([...previas]).toEqual([
      ['mfe_programas', '20261128T000000.000Z-0a1b2c3d'],
      ['mfe_gestao', 'v2'],
    ]);
  });

  it('deixa de fora um nome ou uma versão malformados, e uma prévia sem versão', () => {
    const valor = encodeURIComponent('MFE-X:v1,mfe_programas:../../etc,mfe_gestao:,mfe_usuario:v3');
    expect([...lerCookiePrevias(`${COOKIE_PREVIA}=${valor}`)]).toEqual([['mfe_usuario', 'v3']]);
  });

  it('sem o cookie, nenhuma prévia (nem a de um cookie de nome parecido)', () => {
    expect(lerCookiePrevias('').size).toBe(0);
    expect([...lerCookiePrevias(`a=1;${COOKIE_PREVIA}=mfe_programas%3Av1`)]).toEqual([
      ['mfe_programas', 'v1'],
    ]);
    expect(lerCookiePrevias(`x${COOKIE_PREVIA}=mfe_programas%3Av1`).size).toBe(0);
  });

  // A malformed escape threw, and every page of the portal answered 500 to the browser holding the cookie.
  it('um cookie com escape malformado não tem prévia (e não lança)', () => {
    expect(lerCookiePrevias(`${COOKIE_PREVIA}=%E0%A4%A`).size).toBe(0);
  });

  it('uma versão feita só de pontos não é versão (não sobe uma pasta no caminho do manifesto)', () => {
    const valor = encodeURIComponent('mfe_inscricao:..,mfe_usuario:.,mfe_programas:v1.2');
    expect([...lerCookiePrevias(`${COOKIE_PREVIA}=${valor}`)]).toEqual([['mfe_programas', 'v1.2']]);
  });
});
