import { Papel } from './enums.js';
import { permissaoDaGestao, podeNaGestao } from './gestao-permissoes.js';
import { PapelDaEquipe } from './papeis-da-equipe.js';

describe('a tabela da decisão 1500', () => {
  it('o Administrador faz tudo em todas as turmas e confere documentos', () => {
    expect(permissaoDaGestao(Papel.Administrador)).toEqual({
      acoes: ['ver', 'listarInscricoes', 'verHistorico', 'alterar', 'exportar'],
      todas: true,
      confereDocumento: true,
    });
  });

  it('Secretaria e Executora fazem tudo só no seu escopo; só a Executora confere documentos', () => {
    for (const papel of [PapelDaEquipe.Secretaria, PapelDaEquipe.Executora]) {
      expect(permissaoDaGestao(papel)).toMatchObject({ todas: false });
      expect(podeNaGestao(papel, 'exportar')).toBe(true);
    }
    expect(permissaoDaGestao(PapelDaEquipe.Executora)?.confereDocumento).toBe(true);
    expect(permissaoDaGestao(PapelDaEquipe.Secretaria)?.confereDocumento).toBe(false);
  });

  it('o Professor só vê as turmas e as listas delas (decisão 1510)', () => {
    expect(permissaoDaGestao(PapelDaEquipe.Professor)).toEqual({
      acoes: ['ver', 'listarInscricoes'],
      todas: false,
      confereDocumento: false,
    });
    expect(podeNaGestao(PapelDaEquipe.Professor, 'verHistorico')).toBe(false);
  });

  it('a central de inscrição lê todas as turmas e o histórico, sem alterar nem exportar', () => {
    expect(permissaoDaGestao(PapelDaEquipe.Inscricao)).toEqual({
      acoes: ['ver', 'listarInscricoes', 'verHistorico'],
      todas: true,
      confereDocumento: false,
    });
    expect(podeNaGestao(PapelDaEquipe.Inscricao, 'alterar')).toBe(false);
  });

  it('fora da equipe, e sem papel, nenhuma permissão', () => {
    expect(permissaoDaGestao(Papel.Candidato)).toBeUndefined();
    expect(permissaoDaGestao(undefined)).toBeUndefined();
    expect(podeNaGestao(Papel.Candidato, 'ver')).toBe(false);
    expect(podeNaGestao(undefined, 'ver')).toBe(false);
  });
});
