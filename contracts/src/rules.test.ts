import {
  completarCpf,
  cpfValido,
  dadosSocioeconomicosSchema,
  exigeStatusGraduacao,
  idadePermiteInscricao,
  idadePorAno,
} from './index.js';

describe('regras do portal', () => {
  it('calcula a idade só pelo ano, nos dois formatos de data', () => {
    const hoje = new Date('2026-01-02T12:00:00Z');
    expect(idadePorAno('31/12/2012', hoje)).toBe(14);
    expect(idadePorAno('01-01-1966', hoje)).toBe(60);
    expect(idadePorAno('1990/01/01', hoje)).toBeNull();
  });

  it('aceita inscrição de 14 a 60 anos', () => {
    expect([13, 14, 60, 61].map(idadePermiteInscricao)).toEqual([false, true, true, false]);
  });

  it('confere os dígitos do CPF', () => {
    expect(cpfValido('529.982.247-25')).toBe(true);
    expect(cpfValido('529.982.247-24')).toBe(false);
    expect(cpfValido('111.111.111-11')).toBe(false);
    expect(completarCpf('529982247')).toBe('52998224725');
    expect(completarCpf('123456789')).toBe('12345678909');
    expect(completarCpf('390533447')).toBe('39053344705');
  });

  it('exige situação da escolaridade acima do nível 2', () => {
    expect(exigeStatusGraduacao(2)).toBe(false);
    expect(exigeStatusGraduacao(3)).toBe(true);
    const base = {
      rendaFamiliar: 'ATE_1',
      pessoasResidencia: 3,
      situacaoTrabalho: 'DESEMPREGADO',
      recebeBeneficioSocial: false,
    };
    expect(dadosSocioeconomicosSchema.safeParse({ ...base, idGrauInstrucao: 5 }).success).toBe(false);
    expect(
      dadosSocioeconomicosSchema.safeParse({ ...base, idGrauInstrucao: 5, idStatusGraduacao: 2 }).success,
    ).toBe(true);
  });
});
