import { Mensagem, Rota } from '@portal/contracts';
import {
  definirInscricaoAtualizacao,
  escolhasStore,
  guardarNoAparelho,
  limparEscolhasAposInscricao,
} from '@portal/shared-auth';
import { entrarComo, semRede, USUARIO_DE_TESTE } from '@portal/shared-auth/testes';
import { curso, inscricao } from '../../testes/fixtures';
import { C, candidato, prepararFluxo, UNIDADE_FORM } from '../../testes/guardas';
import {
  avaliarConferir,
  avaliarDetalhes,
  avaliarModalidades,
  avaliarOutroFluxo,
  avaliarSoLogin,
} from './avaliar-fluxo';
import { avaliarHistorico, TELA_DO_HISTORICO } from './avaliar-historico';

prepararFluxo();

describe('avaliarConferir and avaliarModalidades', () => {
  it('turns an active enrolment into the draft on the check page', async () => {
    const ativa = inscricao();
    candidato({ 'GET /v1/inscricao/modalidade/22/usuario/7': { data: [ativa] } });
    escolhasStore.setState({
      curso: { idCurso: 11, idModalidade: 22 },
      municipio: { idMunicipio: 1 },
      opcaoInscricao: { idTurma: 31, idOrdemServico: 21 },
    });
    expect(await avaliarConferir('/inscricao/confirmacao-novoemprego/11')).toEqual({ permitir: true });
    expect(escolhasStore.getState().inscricaoAtualizacao).toEqual(ativa);
  });

  it('modalidades goes to unit choice when course and municipality are chosen', () => {
    escolhasStore.setState({ curso: { idCurso: 11, idModalidade: 22 }, municipio: { idMunicipio: 1 } });
    expect(avaliarModalidades(Rota.modalidades)).toEqual({
      permitir: false,
      redirecionar: UNIDADE_FORM,
    });
    limparEscolhasAposInscricao();
    expect(avaliarModalidades(Rota.modalidades)).toEqual({ permitir: true });
  });
});

describe('avaliarHistorico', () => {
  it('blocks education above 2 without a graduation status', async () => {
    candidato({
      [`GET ${C}/dadossocioeconomicos/7`]: { data: { idGrauInstrucao: 4, idStatusGraduacao: null } },
    });
    expect(await avaliarHistorico(Rota.historico)).toMatchObject({
      redirecionar: Rota.socioeconomicoEdit,
      aviso: { texto: Mensagem.atualizeEscolaridade },
    });
  });
  it('opens for a complete record', async () => {
    candidato();
    expect(await avaliarHistorico(Rota.historico)).toEqual({ permitir: true });
  });
  it('sem conexão, abre só para quem tem a cópia do histórico neste aparelho', async () => {
    localStorage.clear();
    semRede();
    await expect(avaliarHistorico(Rota.historico)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    guardarNoAparelho(TELA_DO_HISTORICO, [], USUARIO_DE_TESTE.id);
    expect(await avaliarHistorico(Rota.historico)).toEqual({ permitir: true });
    localStorage.clear();
  });
});

const CURSO_QUALIFICA = { data: { ...curso, id: 50, idModalidade: 9 } };
const CURSO_PRESENCIAL = { data: { ...curso, id: 5, idModalidade: 1 } };

describe('avaliarOutroFluxo', () => {
  it('starting another enrolment (a programme or an on-line course) discards an abandoned update draft', async () => {
    candidato({
      'GET /v1/cursos/50': CURSO_QUALIFICA,
      'GET /v1/inscricao/modalidade/9/usuario/7': { data: [] },
    });
    definirInscricaoAtualizacao(inscricao());
    expect(await avaliarOutroFluxo('/inscricao/confirmacao-virtual/50')).toEqual({ permitir: true });
    expect(escolhasStore.getState().inscricaoAtualizacao).toBeNull();
  });

  it('keeps the draft for a visitor, who is only sent to login', async () => {
    entrarComo(null);
    definirInscricaoAtualizacao(inscricao());
    expect(await avaliarOutroFluxo('/inscricao/confirmacao-virtual/50')).toMatchObject({ permitir: false });
    expect(escolhasStore.getState().inscricaoAtualizacao).not.toBeNull();
  });

  // Issue 28 §3: Qualifica SP checked the registration only after the whole form was filled (403 under "Turma").
  it('an incomplete registration goes to alerta-cadastro before the form, with the way back', async () => {
    candidato({
      [`GET ${C}/endereco/7`]: { status: 404 },
      'GET /v1/cursos/50': CURSO_QUALIFICA,
      'GET /v1/inscricao/modalidade/9/usuario/7': { data: [] },
    });
    expect(await avaliarOutroFluxo('/inscricao/confirmacao-qualificaSP/50')).toEqual({
      permitir: false,
      redirecionar: '/inscricao/alerta-cadastro?returnUrl=%2Finscricao%2Fconfirmacao-qualificaSP%2F50',
    });
  });

  // Spec §5: the e-mail must be confirmed before enrolment. The API refused it only at the end, under "Turma".
  it('an unconfirmed e-mail goes to email-nao-confirmado before the form, with the way back', async () => {
    candidato({
      'GET /v1/usuario/7/email/confirmed': { status: 404 },
      'GET /v1/cursos/5': CURSO_PRESENCIAL,
      'GET /v1/inscricao/modalidade/1/usuario/7': { data: [] },
    });
    expect(await avaliarOutroFluxo('/inscricao/confirmacao-qualificaSP/5')).toEqual({
      permitir: false,
      redirecionar: '/usuario/email-nao-confirmado?returnUrl=%2Finscricao%2Fconfirmacao-qualificaSP%2F5',
    });
  });

  // Spec §5 and decision 0130: under 16 is refused at the e-mail check of an on-line course, as the API refuses it.
  it('under 16 goes to the registration edit page before an on-line course form', async () => {
    candidato(
      { 'GET /v1/cursos/50': CURSO_QUALIFICA, 'GET /v1/inscricao/modalidade/9/usuario/7': { data: [] } },
      `01/01/${new Date().getFullYear() - 15}`,
    );
    expect(await avaliarOutroFluxo('/inscricao/confirmacao-virtual/50')).toMatchObject({
      permitir: false,
      redirecionar: Rota.dadosCadastraisEdit,
      aviso: { texto: Mensagem.idadeMinimaCadastro },
    });
  });

  it("a programme's own call keeps 14 to 60: a 15-year-old opens the Qualifica SP form (decision 0130)", async () => {
    candidato(
      { 'GET /v1/cursos/5': CURSO_PRESENCIAL, 'GET /v1/inscricao/modalidade/1/usuario/7': { data: [] } },
      `01/01/${new Date().getFullYear() - 15}`,
    );
    expect(await avaliarOutroFluxo('/inscricao/confirmacao-qualificaSP/5')).toEqual({ permitir: true });
  });

  it("an active enrolment in the course's modality stops the citizen before the form, at that enrolment", async () => {
    const ativa = inscricao({ id: 88, idStatusInscricao: 6 }, 9);
    candidato({
      'GET /v1/cursos/50': CURSO_QUALIFICA,
      'GET /v1/inscricao/modalidade/9/usuario/7': { data: [ativa] },
    });
    expect(await avaliarOutroFluxo('/inscricao/confirmacao-qualificaSP/50')).toMatchObject({
      permitir: false,
      redirecionar: '/inscricao/detalhes/88',
      aviso: { tipo: 'alerta', texto: expect.stringContaining('Em espera') },
    });
  });
});

// Spec §6, issue 28 §14: the citizen's pages require Candidato; the staff's lookup by number (decision 0501) opens an
// enrolment's details, so that one page also takes the Administrador (decision 1600).
describe('papel Candidato exigido nas páginas do cidadão', () => {
  const admin = () => entrarComo({ ...USUARIO_DE_TESTE, role: 'Administrador' });
  it.each([
    ['historico', () => avaliarHistorico(Rota.historico)],
    ['modalidades', () => avaliarModalidades(Rota.modalidades)],
    ['a programme', () => avaliarOutroFluxo('/inscricao/confirmacao-qualificaSP/5')],
    ['alerta-cadastro', () => avaliarSoLogin('/inscricao/alerta-cadastro')],
    ['the check page', () => avaliarConferir('/inscricao/confirmacao-novoemprego/11')],
  ])('an Administrador is sent to error/forbidden on %s', async (_nome, avaliar) => {
    admin();
    candidato();
    expect(await avaliar()).toEqual({ permitir: false, redirecionar: Rota.forbidden });
  });
  it("an Administrador opens an enrolment's details (the lookup by number)", () => {
    admin();
    expect(avaliarDetalhes('/inscricao/detalhes/5')).toEqual({ permitir: true });
  });
});
