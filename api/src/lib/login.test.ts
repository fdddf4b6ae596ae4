import { dataBrParaIso, dataIsoParaBr, interpretarLogin } from './login.js';

describe('interpretarLogin', () => {
  it.each([
    ['529.982.247-25', { tipo: 'cpf', valor: '52998224725' }],
    [' 52998224725 ', { tipo: 'cpf', valor: '52998224725' }],
    ['Maria.Silva@Exemplo.com.br', { tipo: 'email', valor: 'maria.silva@exemplo.com.br' }],
  ])('%s', (login, esperado) => {
    expect(interpretarLogin(login)).toEqual(esperado);
  });

  it('recusa CPF com dígito verificador errado ou texto qualquer', () => {
    expect(interpretarLogin('529.982.247-26')).toBeNull();
    expect(interpretarLogin("' OR 1=1 --")).toBeNull();
  });
});

describe('datas', () => {
  it('converte dd/mm/aaaa e dd-mm-aaaa para ISO e volta', () => {
    expect(dataBrParaIso('15/03/1990')).toBe('1990-03-15');
    expect(dataBrParaIso('15-03-1990')).toBe('1990-03-15');
    expect(dataIsoParaBr('1990-03-15')).toBe('15/03/1990');
    expect(dataIsoParaBr(null)).toBeNull();
  });
});
