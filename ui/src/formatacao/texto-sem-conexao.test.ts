import { textoSemConexao } from './texto-sem-conexao';

describe('textoSemConexao (o aviso "Sem conexão" da issue 30)', () => {
  it('diz o dia e a hora de São Paulo, com dois dígitos', () => {
    // 03:05 UTC on the 2nd is 00:05 on the 2nd in São Paulo (UTC−3).
    expect(textoSemConexao(Date.UTC(2026, 10, 2, 3, 5))).toBe('Sem conexão — informações de 02/11 às 00:05');
  });

  it('só cria o formatador do Intl ao escrever um aviso, nunca ao carregar (decisão 0861)', async () => {
    const criar = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      await jest.isolateModulesAsync(async () => {
        const { textoSemConexao: escrever } = await import('./texto-sem-conexao');
        expect(criar).not.toHaveBeenCalled();
        escrever(new Date());
        escrever(new Date());
        expect(criar).toHaveBeenCalledTimes(1);
      });
    } finally {
      criar.mockRestore();
    }
  });
});
