import { Mensagem, Rota } from '@portal/contracts';
import { inscricao } from '../../testes/fixtures';
import { CURSO_EDIT, CURSO_FORM, PERMITE } from '../../testes/guardas';
import { decidirConferir, decidirInscricaoExistente, inscricoesAtivasNovoEmprego } from './decisoes-fluxo';

describe('inscricoesAtivasNovoEmprego', () => {
  it('keeps only status 1 in modality 22', () => {
    const ativa = inscricao();
    const cancelada = inscricao({ id: 2, idStatusInscricao: 2 });
    const outraModalidade = inscricao({ id: 3 }, 9);
    expect(inscricoesAtivasNovoEmprego([ativa, cancelada, outraModalidade])).toEqual([ativa]);
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
