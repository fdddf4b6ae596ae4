import { BOM, celula, csvDasInscricoes } from './csv-das-inscricoes.js';

const linha = {
  idInscricao: 7,
  nome: 'José Açaí',
  nomeCivil: null,
  cpf: '***.982.247-**',
  status: 6,
  nomeStatus: 'Em espera',
  dataInscricao: '2026-03-10T15:30:00Z',
  posicaoNaEspera: 2,
  prazoConvocacao: null,
};

describe('CSV das inscrições', () => {
  it('começa com o BOM, separa por ; e mostra datas no horário de Brasília', () => {
    const csv = csvDasInscricoes([linha]);
    expect(csv.startsWith(BOM)).toBe(true);
    const [cabecalho, primeira] = csv.slice(1).split('\r\n');
    expect(cabecalho).toBe(
      'Inscrição;Nome;CPF;Status;Data da inscrição;Posição na espera;Prazo da convocação',
    );
    expect(primeira).toBe('7;José Açaí;***.982.247-**;Em espera;10/03/2026 12:30;2;');
  });

  it('para quem confere documento, a coluna "Nome civil" depois do nome, vazia sem nome social', () => {
    const social = { ...linha, idInscricao: 8, nome: 'Renata Alves', nomeCivil: 'Roberto Alves Pereira' };
    const [cabecalho, primeira, segunda] = csvDasInscricoes([linha, social], { nomeCivil: true })
      .slice(1)
      .split('\r\n');
    expect(cabecalho).toMatch(/^Inscrição;Nome;Nome civil;CPF;Status;/);
    expect(primeira).toMatch(/^7;José Açaí;;\*\*\*/);
    expect(segunda).toMatch(/^8;Renata Alves;Roberto Alves Pereira;\*\*\*/);
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+5511', "'+5511"],
    ['-1', "'-1"],
    ['@SOMA(A1)', "'@SOMA(A1)"],
    ['\tX', "'\tX"],
    ['Ana; Bia', '"Ana; Bia"'],
    ['Ana Maria', 'Ana Maria'],
  ])('célula %j vira %j (sem fórmula, sem quebrar colunas)', (valor, esperado) => {
    expect(celula(valor)).toBe(esperado);
  });

  it('célula vazia para nulo', () => {
    expect(celula(null)).toBe('');
  });
});
