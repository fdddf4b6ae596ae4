import { Mensagem, Rota } from '@portal/contracts';
import { inscricao } from '../../testes/fixtures';
import {
  decidirCadastro,
  decidirConferir,
  decidirEmail,
  decidirHistorico,
  decidirIdade,
  decidirInscricaoExistente,
  decidirModalidades,
  decidirPasso,
  inscricoesAtivasNovoEmprego,
  primeiraRecusa,
} from './decisoes-fluxo';

// The flow's own steps, as the spec writes them (the tests state URLs on their own: decision 0920).
const CURSO_FORM = '/inscricao/escolha-curso/novo-emprego/form';
const CURSO_EDIT = '/inscricao/escolha-curso/novo-emprego/edit';
const UNIDADE_FORM = '/inscricao/escolha-unidade/novo-emprego/form';

const PERMITE = { permitir: true };
const completo = { dadosCadastrais: true, endereco: true, socioeconomico: true };
const todas = { curso: true, municipio: true, opcao: true };

describe('inscricoesAtivasNovoEmprego', () => {
  it('keeps only status 1 in modality 22', () => {
    const ativa = inscricao();
    const cancelada = inscricao({ id: 2, idStatusInscricao: 2 });
    const outraModalidade = inscricao({ id: 3 }, 9);
    expect(inscricoesAtivasNovoEmprego([ativa, cancelada, outraModalidade])).toEqual([ativa]);
  });
});

describe('decidirCadastro', () => {
  it('allows a complete registration', () => expect(decidirCadastro(completo)).toEqual(PERMITE));
  it.each(['dadosCadastrais', 'endereco', 'socioeconomico'] as const)(
    'sends to alerta-cadastro without %s',
    (falta) => {
      expect(decidirCadastro({ ...completo, [falta]: false })).toEqual({
        permitir: false,
        redirecionar: '/inscricao/alerta-cadastro',
      });
    },
  );
});

describe('decidirIdade', () => {
  it.each([14, 30, 60])('allows %i', (idade) => expect(decidirIdade(idade)).toEqual(PERMITE));
  it.each([13, 61])('refuses %i with the age message and goes to historico', (idade) => {
    const decisao = decidirIdade(idade);
    expect(decisao).toMatchObject({
      permitir: false,
      redirecionar: Rota.historico,
      aviso: { texto: Mensagem.idadeForaDaFaixa, tipo: 'alerta' },
    });
  });
  it('treats an unknown birth date as an incomplete registration', () => {
    expect(decidirIdade(null)).toEqual({ permitir: false, redirecionar: '/inscricao/alerta-cadastro' });
  });
});

describe('decidirInscricaoExistente', () => {
  const ativa = inscricao();
  it('form without enrolment discards a leftover draft (a cancelled or abandoned Alterar never turns into an update)', () => {
    const r = decidirInscricaoExistente([], 'form', inscricao({ id: 77 }), CURSO_FORM);
    expect(r).toEqual({ decisao: PERMITE, rascunho: null });
  });
  it('edit with a draft of another enrolment: the draft is discarded, and the spec alert sends to historico', () => {
    const r = decidirInscricaoExistente([ativa], 'edit', inscricao({ id: ativa.id + 1 }), CURSO_EDIT);
    expect(r).toMatchObject({ decisao: { permitir: false, redirecionar: Rota.historico }, rascunho: null });
  });
  it('edit without enrolment discards the draft too', () => {
    expect(decidirInscricaoExistente([], 'edit', ativa, CURSO_EDIT).rascunho).toBeNull();
  });
  it('form with an active enrolment: edit route of the same step, enrolment kept as draft', () => {
    const r = decidirInscricaoExistente([ativa], 'form', null, '/inscricao/escolha-municipio/form/11');
    expect(r).toEqual({
      decisao: { permitir: false, redirecionar: '/inscricao/escolha-municipio/edit/11' },
      rascunho: ativa,
    });
  });
  it('form without enrolment: allowed', () => {
    expect(decidirInscricaoExistente([], 'form', null, CURSO_FORM)).toEqual({
      decisao: PERMITE,
      rascunho: null,
    });
  });
  it('edit with enrolment and no draft: the spec alert and historico', () => {
    const r = decidirInscricaoExistente([ativa], 'edit', null, CURSO_EDIT);
    expect(r.decisao).toEqual({
      permitir: false,
      redirecionar: Rota.historico,
      aviso: { texto: Mensagem.jaInscritoNaModalidade, cor: 'warning', tipo: 'alerta' },
    });
    expect(r.rascunho).toBeUndefined();
  });
  it('edit with enrolment and a draft: allowed', () => {
    expect(decidirInscricaoExistente([ativa], 'edit', ativa, CURSO_EDIT)).toEqual({
      decisao: PERMITE,
    });
  });
  it('edit without enrolment: the form route of the same step', () => {
    const r = decidirInscricaoExistente([], 'edit', ativa, '/inscricao/escolha-turno/edit/21?x=1');
    expect(r.decisao).toEqual({ permitir: false, redirecionar: '/inscricao/escolha-turno/form/21' });
  });
});

describe('decidirPasso', () => {
  it.each(['curso', 'municipio'] as const)('%s needs no previous choice', (passo) => {
    expect(decidirPasso(passo, { curso: false, municipio: false, opcao: false }, 'form')).toEqual(PERMITE);
  });
  it.each(['unidade', 'turno', 'conferir'] as const)(
    '%s without a course goes back to course choice',
    (passo) => {
      expect(decidirPasso(passo, { ...todas, curso: false }, 'edit')).toEqual({
        permitir: false,
        redirecionar: CURSO_EDIT,
      });
    },
  );
  it.each(['unidade', 'turno', 'conferir'] as const)(
    '%s without a municipality goes back to course choice',
    (passo) => {
      expect(decidirPasso(passo, { ...todas, municipio: false }, 'form')).toEqual({
        permitir: false,
        redirecionar: CURSO_FORM,
      });
    },
  );
  it('the check page without a chosen class goes to unit choice', () => {
    expect(decidirPasso('conferir', { ...todas, opcao: false }, 'form')).toEqual({
      permitir: false,
      redirecionar: UNIDADE_FORM,
    });
  });
  it('unit choice with course and municipality is allowed', () => {
    expect(decidirPasso('unidade', { ...todas, opcao: false }, 'form')).toEqual(PERMITE);
  });
});

describe('decidirModalidades', () => {
  it('a course with a municipality goes to unit choice', () => {
    expect(decidirModalidades(todas)).toEqual({
      permitir: false,
      redirecionar: UNIDADE_FORM,
    });
  });
  it.each([
    { curso: false, municipio: true },
    { curso: true, municipio: false },
  ])('otherwise opens (%o)', (e) => {
    expect(decidirModalidades({ ...e, opcao: false })).toEqual(PERMITE);
  });
});

describe('decidirEmail', () => {
  it('confirmed e-mail and 16 or more: allowed', () => expect(decidirEmail(true, 16)).toEqual(PERMITE));
  it('unconfirmed e-mail: email-nao-confirmado', () => {
    expect(decidirEmail(false, 30)).toEqual({ permitir: false, redirecionar: Rota.emailNaoConfirmado });
  });
  it('unconfirmed e-mail with the step it came from: the page gets it as the return URL', () => {
    expect(decidirEmail(false, 30, '/inscricao/escolha-municipio/form/12')).toEqual({
      permitir: false,
      redirecionar: '/usuario/email-nao-confirmado?returnUrl=%2Finscricao%2Fescolha-municipio%2Fform%2F12',
    });
  });
  it('under 16: registration edit page with the minimum-age message', () => {
    expect(decidirEmail(true, 15)).toMatchObject({
      redirecionar: Rota.dadosCadastraisEdit,
      aviso: { texto: Mensagem.idadeMinimaCadastro },
    });
  });
});

describe('decidirHistorico', () => {
  it('no socioeconomic record: alerta-cadastro', () => {
    expect(decidirHistorico(null)).toEqual({ permitir: false, redirecionar: '/inscricao/alerta-cadastro' });
  });
  it.each([null, undefined])(
    'education above 2 with graduation status %s: the spec alert and the socioeconomic form',
    (status) => {
      expect(decidirHistorico({ idGrauInstrucao: 3, idStatusGraduacao: status })).toEqual({
        permitir: false,
        redirecionar: Rota.socioeconomicoEdit,
        aviso: { texto: Mensagem.atualizeEscolaridade, cor: 'warning', tipo: 'alerta' },
      });
    },
  );
  it('education above 2 with a status: allowed', () => {
    expect(decidirHistorico({ idGrauInstrucao: 5, idStatusGraduacao: 1 })).toEqual(PERMITE);
  });
  it('education 2 or below needs no status', () => {
    expect(decidirHistorico({ idGrauInstrucao: 2, idStatusGraduacao: null })).toEqual(PERMITE);
  });
});

describe('primeiraRecusa', () => {
  it('returns the first refusal in order', () => {
    const a = { permitir: false as const, redirecionar: '/a' };
    const b = { permitir: false as const, redirecionar: '/b' };
    expect(primeiraRecusa(PERMITE as { permitir: true }, a, b)).toBe(a);
  });
  it('allows when none refuses', () => expect(primeiraRecusa()).toEqual(PERMITE));
});

describe('decidirConferir', () => {
  const ativa = inscricao();
  it('a draft of an enrolment that is no longer active (cancelled) is discarded: a new enrolment is created', () => {
    expect(decidirConferir([], inscricao({ id: 77 }))).toEqual({ decisao: PERMITE, rascunho: null });
  });
  it('a draft of another enrolment (an abandoned Alterar) gives way to the active one', () => {
    expect(decidirConferir([ativa], inscricao({ id: ativa.id + 1 }))).toEqual({
      decisao: PERMITE,
      rascunho: ativa,
    });
  });
  it('an active enrolment without a draft becomes the draft', () => {
    expect(decidirConferir([ativa], null)).toEqual({ decisao: PERMITE, rascunho: ativa });
  });
  it('keeps an existing draft', () => expect(decidirConferir([ativa], ativa)).toEqual({ decisao: PERMITE }));
  it('no enrolment: a first enrolment', () =>
    expect(decidirConferir([], null)).toEqual({ decisao: PERMITE, rascunho: null }));
});
