import { Programa, ProgramaPortal, Regras } from '@portal/contracts';
import {
  aceitaModalidade,
  MODALIDADES_COM_CHAMADA_PROPRIA,
  REGRA_ALTERACAO,
  REGRA_NOVO_EMPREGO,
  REGRA_PROGRAMA_NOVO,
  REGRA_VIRTUAL,
} from './regras-das-chamadas.js';

/** A programme with no call of its own (InscriverProgramaNovo takes it while its period is open). */
const SEM_CHAMADA_PROPRIA = Programa.ViaRapidaEmprego;

describe('que turmas cada chamada de criação aceita (decisão 0130)', () => {
  it('Novo Emprego só aceita turmas do Novo Emprego, com o período aberto ou não', () => {
    expect(aceitaModalidade(REGRA_NOVO_EMPREGO, Programa.NovoEmprego, false)).toBe(true);
    expect(aceitaModalidade(REGRA_NOVO_EMPREGO, Programa.ViaRapidaVirtual, true)).toBe(false);
  });

  it('a virtual aceita as duas modalidades virtuais e nenhuma presencial', () => {
    expect(aceitaModalidade(REGRA_VIRTUAL, Programa.ViaRapidaVirtual, false)).toBe(true);
    expect(aceitaModalidade(REGRA_VIRTUAL, Programa.SPTech, false)).toBe(true);
    expect(aceitaModalidade(REGRA_VIRTUAL, Programa.NovoEmprego, true)).toBe(false);
  });

  it('o programa novo aceita um programa sem chamada própria só com o período aberto', () => {
    expect(aceitaModalidade(REGRA_PROGRAMA_NOVO, SEM_CHAMADA_PROPRIA, true)).toBe(true);
    expect(aceitaModalidade(REGRA_PROGRAMA_NOVO, SEM_CHAMADA_PROPRIA, false)).toBe(false);
  });

  it.each(MODALIDADES_COM_CHAMADA_PROPRIA)(
    'o programa novo recusa a modalidade %i, que tem chamada própria, mesmo com o período aberto',
    (modalidade) => {
      expect(aceitaModalidade(REGRA_PROGRAMA_NOVO, modalidade, true)).toBe(false);
    },
  );

  it('as chamadas próprias são as virtuais, o Novo Emprego, os dois Empreenda e o Meu Primeiro Emprego', () => {
    expect([...MODALIDADES_COM_CHAMADA_PROPRIA].sort((a, b) => a - b)).toEqual(
      [
        Programa.ViaRapidaVirtual,
        Programa.SPTech,
        Programa.NovoEmprego,
        ProgramaPortal.EmpreendaSP,
        ProgramaPortal.EmpreendaJovem,
        ProgramaPortal.MeuPrimeiroEmprego,
      ].sort((a, b) => a - b),
    );
    expect(MODALIDADES_COM_CHAMADA_PROPRIA).not.toContain(SEM_CHAMADA_PROPRIA);
  });

  it('as chamadas do Via Rápida e as de alteração têm o piso de 16 anos; o programa novo não', () => {
    for (const regra of [REGRA_VIRTUAL, REGRA_NOVO_EMPREGO, REGRA_ALTERACAO])
      expect(regra.idadeMinima).toBe(Regras.idadeMinimaCadastro);
    expect(REGRA_PROGRAMA_NOVO.idadeMinima).toBeUndefined();
    expect(REGRA_ALTERACAO.modalidades).toBeUndefined();
  });
});
