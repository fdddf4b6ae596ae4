import { arquivoCsv } from './turma-api';

const BOM_EM_BYTES = 3;

describe('arquivoCsv', () => {
  it('põe de volta o BOM que a leitura do texto tirou, com o tipo do CSV', () => {
    const arquivo = arquivoCsv('nome;cpf\r\nJoão;***.456.789-**\r\n');
    expect(arquivo.type).toBe('text/csv;charset=utf-8');
    expect(arquivo.size).toBe(
      BOM_EM_BYTES + new TextEncoder().encode('nome;cpf\r\nJoão;***.456.789-**\r\n').length,
    );
  });

  it('não duplica um BOM que já veio no texto', () => {
    expect(arquivoCsv('\uFEFFa;b').size).toBe(BOM_EM_BYTES + 3);
  });
});
