import { Programa, ProgramaPortal, Regras } from '@portal/contracts';
import {
  recusaDaModalidade,
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
    expect(recusaDaModalidade(REGRA_NOVO_EMPREGO, Programa.NovoEmprego, false)).toBeNull();
    expect(recusaDaModalidade(REGRA_NOVO_EMPREGO, Programa.ViaRapidaVirtual, true)).toBe('outro-programa');
  });

  it('a virtual aceita as duas modalidades virtuais e nenhuma presencial', () => {
    expect(recusaDaModalidade(REGRA_VIRTUAL, Programa.ViaRapidaVirtual, false)).toBeNull();
    expect(recusaDaModalidade(REGRA_VIRTUAL, Programa.SPTech, false)).toBeNull();
    expect(recusaDaModalidade(REGRA_VIRTUAL, Programa.NovoEmprego, true)).toBe('outro-programa');
  });

  it('o programa novo aceita um programa sem chamada própria só com o período aberto; fechado, diz isso', () => {
    expect(recusaDaModalidade(REGRA_PROGRAMA_NOVO, SEM_CHAMADA_PROPRIA, true)).toBeNull();
    expect(recusaDaModalidade(REGRA_PROGRAMA_NOVO, SEM_CHAMADA_PROPRIA, false)).toBe('periodo-encerrado');
  });

  it.each(MODALIDADES_COM_CHAMADA_PROPRIA)(
    'o programa novo recusa a modalidade %i, que tem chamada própria, mesmo com o período aberto',
    (modalidade) => {
      expect(recusaDaModalidade(REGRA_PROGRAMA_NOVO, modalidade, true)).toBe('outro-programa');
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
