import { Mensagem, ProgramaPortal, Programa } from '@portal/contracts';
import type { SituacaoDoCandidato } from './situacao-do-candidato.repositorio.js';
import { verificarElegibilidade, verificarIdadeDoPrograma } from './elegibilidade.js';

const HOJE = new Date('2026-06-15T12:00:00-03:00');

/** A candidate who may enrol: confirmed e-mail, three records, 30 years old by birth year, schooling level 2. */
const apto = (mudancas: Partial<SituacaoDoCandidato> = {}): SituacaoDoCandidato => ({
  aceitou_termo: true,
  email_confirmado: true,
  ano_nascimento: 1996,
  tem_cadastro: true,
  tem_endereco: true,
  tem_socio: true,
  id_grau_instrucao: 2,
  id_status_graduacao: null,
  ...mudancas,
});

/** The refusal `fn` throws, as status and message. */
function recusa(fn: () => unknown): { status: number; mensagem: string } {
  try {
    fn();
  } catch (erro) {
    const { statusCode, message } = erro as { statusCode: number; message: string };
    return { status: statusCode, mensagem: message };
  }
  throw new Error('esperava uma recusa');
}

describe('elegibilidade do candidato (spec §5)', () => {
  it('aceita o candidato apto e devolve a idade pelo ano de nascimento', () => {
    expect(verificarElegibilidade(apto(), {}, HOJE)).toBe(30);
  });

  // Spec §5, "compared with the current year": the year in Brasília. At 22:00 on 31 December there it is already
  // 1 January in UTC, and someone turning 61 by UTC's year was refused three hours early.
  it('conta o ano de Brasília, não o do UTC, na noite de 31 de dezembro', () => {
    const reveillonEmBrasilia = new Date('2026-01-01T01:00:00Z');
    expect(verificarElegibilidade(apto({ ano_nascimento: 1965 }), {}, reveillonEmBrasilia)).toBe(60);
  });

  it('sem situação (conta inexistente): 404', () => {
    expect(recusa(() => verificarElegibilidade(undefined, {}, HOJE))).toEqual({
      status: 404,
      mensagem: Mensagem.naoEncontrado,
    });
  });

  it('e-mail não confirmado: 403 com a mensagem da spec', () => {
    expect(recusa(() => verificarElegibilidade(apto({ email_confirmado: false }), {}, HOJE))).toEqual({
      status: 403,
      mensagem: Mensagem.emailNaoConfirmado,
    });
  });

  it.each(['tem_cadastro', 'tem_endereco', 'tem_socio'] as const)(
    'sem %s: cadastro incompleto (403)',
    (campo) => {
      expect(recusa(() => verificarElegibilidade(apto({ [campo]: false }), {}, HOJE))).toEqual({
        status: 403,
        mensagem: Mensagem.cadastroIncompleto,
      });
    },
  );

  // Spec §4's access checks, in order: the terms come before the e-mail. A gov.br account starts without them (the
  // front-end sends it to accept them); a direct call must not enrol it either.
  it('termos de uso não aceitos: 403, antes do e-mail', () => {
    const situacao = apto({ aceitou_termo: false, email_confirmado: false });
    expect(recusa(() => verificarElegibilidade(situacao, {}, HOJE))).toEqual({
      status: 403,
      mensagem: Mensagem.termosNaoAceitos,
    });
  });

  it('o e-mail é conferido antes do cadastro', () => {
    const situacao = apto({ email_confirmado: false, tem_cadastro: false });
    expect(recusa(() => verificarElegibilidade(situacao, {}, HOJE)).mensagem).toBe(
      Mensagem.emailNaoConfirmado,
    );
  });

  it('14 e 60 anos passam; 13, 61 e sem data de nascimento não (403)', () => {
    expect(verificarElegibilidade(apto({ ano_nascimento: 2012 }), {}, HOJE)).toBe(14);
    expect(verificarElegibilidade(apto({ ano_nascimento: 1966 }), {}, HOJE)).toBe(60);
    for (const ano_nascimento of [2013, 1965, null]) {
      expect(recusa(() => verificarElegibilidade(apto({ ano_nascimento }), {}, HOJE))).toEqual({
        status: 403,
        mensagem: Mensagem.idadeForaDaFaixa,
      });
    }
  });

  it('a idade é a do ano corrente, não a do aniversário', () => {
    // Born in December 2010: 16 by the birth year in June 2026, though still 15 by the calendar.
    expect(verificarElegibilidade(apto({ ano_nascimento: 2010 }), {}, HOJE)).toBe(16);
  });

  it('o piso da chamada (16 nas do Via Rápida): 15 recusado com a sua mensagem, 16 passa', () => {
    expect(
      recusa(() => verificarElegibilidade(apto({ ano_nascimento: 2011 }), { idadeMinima: 16 }, HOJE)),
    ).toEqual({
      status: 403,
      mensagem: Mensagem.idadeMinimaCadastro,
    });
    expect(verificarElegibilidade(apto({ ano_nascimento: 2010 }), { idadeMinima: 16 }, HOJE)).toBe(16);
  });

  it('fora da faixa geral, a mensagem é a da faixa mesmo com piso', () => {
    expect(
      recusa(() => verificarElegibilidade(apto({ ano_nascimento: 2013 }), { idadeMinima: 16 }, HOJE))
        .mensagem,
    ).toBe(Mensagem.idadeForaDaFaixa);
  });

  it('acima do nível 2 de escolaridade, a situação da graduação é exigida', () => {
    expect(recusa(() => verificarElegibilidade(apto({ id_grau_instrucao: 3 }), {}, HOJE))).toEqual({
      status: 403,
      mensagem: Mensagem.atualizeEscolaridade,
    });
    expect(verificarElegibilidade(apto({ id_grau_instrucao: 3, id_status_graduacao: 1 }), {}, HOJE)).toBe(30);
    expect(verificarElegibilidade(apto({ id_grau_instrucao: 2 }), {}, HOJE)).toBe(30);
  });

  it('sem data de hoje, usa o relógio', () => {
    const ano = new Date().getFullYear();
    expect(verificarElegibilidade(apto({ ano_nascimento: ano - 30 }))).toBe(30);
  });
});

describe('faixa de idade do próprio programa', () => {
  it('Empreenda Jovem: 16 a 29 anos; fora dela, 422', () => {
    expect(() => verificarIdadeDoPrograma(ProgramaPortal.EmpreendaJovem, 16)).not.toThrow();
    expect(() => verificarIdadeDoPrograma(ProgramaPortal.EmpreendaJovem, 29)).not.toThrow();
    for (const idade of [15, 30]) {
      expect(recusa(() => verificarIdadeDoPrograma(ProgramaPortal.EmpreendaJovem, idade))).toEqual({
        status: 422,
        mensagem: Mensagem.idadeForaDaFaixaEmpreendaJovem,
      });
    }
  });

  it('os outros programas não têm faixa própria', () => {
    expect(() => verificarIdadeDoPrograma(Programa.NovoEmprego, 45)).not.toThrow();
  });
});
