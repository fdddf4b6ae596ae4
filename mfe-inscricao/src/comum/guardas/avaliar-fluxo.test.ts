import { Mensagem, Rota, StorageKey } from '@portal/contracts';
import {
  armazenamento,
  definirInscricaoAtualizacao,
  escolhasStore,
  limparEscolhasAposInscricao,
} from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede, type RespostaFalsa } from '@portal/shared-auth/testes';
import { inscricao } from '../../testes/fixtures';
import { avaliarConferir, avaliarModalidades, avaliarOutroFluxo, avaliarPassoDoFluxo } from './avaliar-fluxo';
import { avaliarHistorico } from './avaliar-historico';

// The flow's own steps, as the spec writes them (the tests state URLs on their own: decision 0920).
const CURSO_FORM = '/inscricao/escolha-curso/novo-emprego/form';
const CURSO_EDIT = '/inscricao/escolha-curso/novo-emprego/edit';
const UNIDADE_FORM = '/inscricao/escolha-unidade/novo-emprego/form';

const C = '/v1/candidato/viaRapida';
const ano = new Date().getFullYear();

function candidato(extra: Record<string, RespostaFalsa> = {}, nascimento = `01/01/${ano - 30}`) {
  return fingirRede({
    [`GET ${C}/dadosCadastrais/7`]: { data: { dataNascimento: nascimento } },
    [`GET ${C}/endereco/7`]: { data: { cep: '01310100' } },
    [`GET ${C}/dadossocioeconomicos/7`]: { data: { idGrauInstrucao: 5, idStatusGraduacao: 2 } },
    'GET /v1/inscricao/modalidade/22/usuario/7': { data: [] },
    'GET /v1/usuario/7/email/confirmed': { data: { confirmado: true } },
    ...extra,
  });
}

beforeEach(() => {
  localStorage.clear();
  escolhasStore.setState({
    curso: null,
    municipio: null,
    opcaoInscricao: null,
    inscricaoAtualizacao: null,
    formatoCurso: null,
  });
  entrarComo();
});
afterEach(restaurarRede);

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
      redirecionar: '/inscricao/alerta-cadastro',
    });
  });

  it('uses the stored birth year first: 61 is refused even if the record says 30', async () => {
    armazenamento.gravar(StorageKey.dataNascimento, `10-10-${ano - 61}`);
    candidato();
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
});

describe('avaliarOutroFluxo', () => {
  it('starting another enrolment (a programme or an on-line course) discards an abandoned update draft', () => {
    definirInscricaoAtualizacao(inscricao());
    expect(avaliarOutroFluxo('/inscricao/confirmacao-virtual/50')).toEqual({ permitir: true });
    expect(escolhasStore.getState().inscricaoAtualizacao).toBeNull();
  });

  it('keeps the draft for a visitor, who is only sent to login', () => {
    entrarComo(null);
    definirInscricaoAtualizacao(inscricao());
    expect(avaliarOutroFluxo('/inscricao/confirmacao-virtual/50')).toMatchObject({ permitir: false });
    expect(escolhasStore.getState().inscricaoAtualizacao).not.toBeNull();
  });
});
