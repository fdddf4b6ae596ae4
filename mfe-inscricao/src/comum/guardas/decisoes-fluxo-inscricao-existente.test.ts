import { Mensagem, Rota } from '@portal/contracts';
import { inscricao } from '../../testes/fixtures';
import { CURSO_EDIT, CURSO_FORM, PERMITE } from '../../testes/guardas';
import {
  decidirConferir,
  decidirInscricaoExistente,
  decidirJaInscrito,
  inscricoesAtivasNa,
} from './decisoes-fluxo';

// Issue 28 §3: the front end counted only status 1 as active, the API counts 1, 3, 4 and 6 (contracts).
describe('inscricoesAtivasNa', () => {
  it("keeps the API's active statuses (1, 3, 4, 6) of the modality", () => {
    const ativa = inscricao();
    const convocada = inscricao({ id: 4, idStatusInscricao: 3 });
    const matriculada = inscricao({ id: 5, idStatusInscricao: 4 });
    const emEspera = inscricao({ id: 6, idStatusInscricao: 6 });
    const cancelada = inscricao({ id: 2, idStatusInscricao: 2 });
    const expirada = inscricao({ id: 7, idStatusInscricao: 7 });
    const outraModalidade = inscricao({ id: 3 }, 9);
    expect(
      inscricoesAtivasNa(22, [ativa, convocada, matriculada, emEspera, cancelada, expirada, outraModalidade]),
    ).toEqual([ativa, convocada, matriculada, emEspera]);
  });
});

describe('decidirJaInscrito', () => {
  it('no active enrolment: allowed', () => expect(decidirJaInscrito([])).toEqual(PERMITE));
  it('a called-up enrolment stops the citizen before the form: which one, its status, and what to do', () => {
    const convocada = inscricao({ id: 77, idStatusInscricao: 3 }, 9);
    const decisao = decidirJaInscrito([convocada]);
    expect(decisao).toMatchObject({ permitir: false, redirecionar: '/inscricao/detalhes/77' });
    const texto = decisao.permitir ? '' : (decisao.aviso?.texto ?? '');
    expect(texto).toContain('nº 77');
    expect(texto).toContain('Assistente Administrativo');
    expect(texto).toContain('Convocada');
    expect(texto).toContain('cancele');
    expect(texto).not.toContain('botão alterar');
  });
  it('an active novo emprego enrolment can be changed: the text says so', () => {
    const decisao = decidirJaInscrito([inscricao()]);
    expect(decisao.permitir ? '' : decisao.aviso?.texto).toContain('Alterar');
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
  it('form with a called-up (3) novo emprego enrolment: stopped before the form, at its details', () => {
    const convocada = inscricao({ idStatusInscricao: 3 });
    const r = decidirInscricaoExistente([convocada], 'form', null, CURSO_FORM);
    expect(r.decisao).toMatchObject({ permitir: false, redirecionar: `/inscricao/detalhes/${convocada.id}` });
    expect(r.rascunho).toBeNull();
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
