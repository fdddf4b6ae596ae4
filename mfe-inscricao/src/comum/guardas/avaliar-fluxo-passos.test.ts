import { Mensagem, Rota, StorageKey } from '@portal/contracts';
import { armazenamento, definirInscricaoAtualizacao, escolhasStore } from '@portal/shared-auth';
import { entrarComo } from '@portal/shared-auth/testes';
import { inscricao } from '../../testes/fixtures';
import { ano, C, candidato, CURSO_EDIT, CURSO_FORM, prepararFluxo, UNIDADE_FORM } from '../../testes/guardas';
import { avaliarPassoDoFluxo } from './avaliar-fluxo';

prepararFluxo();

describe('avaliarPassoDoFluxo', () => {
  it('sends a visitor to login with the return URL', async () => {
    entrarComo(null);
    const decisao = await avaliarPassoDoFluxo(CURSO_FORM, 'curso', 'form');
    expect(decisao).toMatchObject({
      permitir: false,
      redirecionar: expect.stringContaining('/usuario/login?returnUrl='),
    });
  });

  it('opens the first step for an eligible candidate and keeps the fetched birth date', async () => {
    candidato();
    expect(await avaliarPassoDoFluxo(CURSO_FORM, 'curso', 'form')).toEqual({
      permitir: true,
    });
    expect(armazenamento.ler(StorageKey.dataNascimento)).toBe(`01/01/${ano - 30}`);
  });

  it('sends an incomplete registration (404 on a record) to alerta-cadastro', async () => {
    candidato({ [`GET ${C}/endereco/7`]: { status: 404 } });
    expect(await avaliarPassoDoFluxo(CURSO_FORM, 'curso', 'form')).toEqual({
      permitir: false,
      redirecionar: '/inscricao/alerta-cadastro?returnUrl=%2Finscricao%2Fescolha-curso%2Fnovo-emprego%2Fform',
    });
  });

  // The API judges by the record's birth date (the account's only without a record); the account page writes the
  // account's date into the same stored key, so the stored value must not decide.
  it("judges by the record's birth date, as the API does: the account's 61 stored does not refuse a record of 30", async () => {
    armazenamento.gravar(StorageKey.dataNascimento, `10-10-${ano - 61}`);
    candidato();
    expect(await avaliarPassoDoFluxo(CURSO_FORM, 'curso', 'form')).toEqual({ permitir: true });
    expect(armazenamento.ler(StorageKey.dataNascimento)).toBe(`01/01/${ano - 30}`);
  });

  it("refuses a record of 61 even when the account's stored date says 30", async () => {
    armazenamento.gravar(StorageKey.dataNascimento, `10-10-${ano - 30}`);
    candidato({}, `01/01/${ano - 61}`);
    const decisao = await avaliarPassoDoFluxo(CURSO_FORM, 'curso', 'form');
    expect(decisao).toMatchObject({
      redirecionar: Rota.historico,
      aviso: { texto: Mensagem.idadeForaDaFaixa },
    });
  });

  it('moves a form route to the edit flow with the active enrolment as the draft', async () => {
    const ativa = inscricao();
    candidato({ 'GET /v1/inscricao/modalidade/22/usuario/7': { data: [ativa] } });
    const decisao = await avaliarPassoDoFluxo('/inscricao/escolha-municipio/form/11', 'municipio', 'form');
    expect(decisao).toEqual({ permitir: false, redirecionar: '/inscricao/escolha-municipio/edit/11' });
    expect(escolhasStore.getState().inscricaoAtualizacao).toEqual(ativa);
  });

  it('refuses the edit route without a draft with the spec alert', async () => {
    candidato({ 'GET /v1/inscricao/modalidade/22/usuario/7': { data: [inscricao()] } });
    const decisao = await avaliarPassoDoFluxo(CURSO_EDIT, 'curso', 'edit');
    expect(decisao).toMatchObject({
      redirecionar: Rota.historico,
      aviso: { texto: Mensagem.jaInscritoNaModalidade, tipo: 'alerta' },
    });
  });

  it('opens the edit route with a draft', async () => {
    candidato({ 'GET /v1/inscricao/modalidade/22/usuario/7': { data: [inscricao()] } });
    definirInscricaoAtualizacao(inscricao());
    expect(await avaliarPassoDoFluxo(CURSO_EDIT, 'curso', 'edit')).toEqual({
      permitir: true,
    });
  });

  it('sends unit choice without a municipality back to course choice', async () => {
    candidato();
    escolhasStore.setState({ curso: { idCurso: 11, idModalidade: 22 } });
    expect(await avaliarPassoDoFluxo(UNIDADE_FORM, 'unidade', 'form')).toEqual({
      permitir: false,
      redirecionar: CURSO_FORM,
    });
  });

  it('sends an unconfirmed e-mail (404) from the municipality step to email-nao-confirmado', async () => {
    candidato({ 'GET /v1/usuario/7/email/confirmed': { status: 404 } });
    expect(await avaliarPassoDoFluxo('/inscricao/escolha-municipio/form/11', 'municipio', 'form')).toEqual({
      permitir: false,
      redirecionar: `${Rota.emailNaoConfirmado}?returnUrl=%2Finscricao%2Fescolha-municipio%2Fform%2F11`,
    });
  });

  it('sends any other failure of the e-mail check to historico', async () => {
    candidato({ 'GET /v1/usuario/7/email/confirmed': { status: 500, data: { message: 'x', errors: [] } } });
    expect(await avaliarPassoDoFluxo('/inscricao/escolha-municipio/form/11', 'municipio', 'form')).toEqual({
      permitir: false,
      redirecionar: Rota.historico,
    });
  });

  it('sends 15-year-olds from the municipality step to the registration page', async () => {
    candidato({}, `01/01/${ano - 15}`);
    const decisao = await avaliarPassoDoFluxo('/inscricao/escolha-municipio/form/11', 'municipio', 'form');
    expect(decisao).toMatchObject({
      redirecionar: Rota.dadosCadastraisEdit,
      aviso: { texto: Mensagem.idadeMinimaCadastro },
    });
  });
});
