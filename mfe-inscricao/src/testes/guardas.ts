/** What the guards of the Novo Emprego enrolment flow are tested with: its steps' URLs and user 7's records. */
import { escolhasStore } from '@portal/shared-auth';
import { entrarComo, fingirRede, restaurarRede, type RespostaFalsa } from '@portal/shared-auth/testes';

// The flow's own steps, as the spec writes them (the tests state URLs on their own: decision 0920).
export const CURSO_FORM = '/inscricao/escolha-curso/novo-emprego/form';
export const CURSO_EDIT = '/inscricao/escolha-curso/novo-emprego/edit';
export const UNIDADE_FORM = '/inscricao/escolha-unidade/novo-emprego/form';

/** A guard's answer when the page may open. */
export const PERMITE = { permitir: true };

export const C = '/v1/candidato/viaRapida';
export const ano = new Date().getFullYear();

/** User 7's records, complete and eligible (30 years old unless `nascimento` says otherwise); `extra` replaces any. */
export function candidato(extra: Record<string, RespostaFalsa> = {}, nascimento = `01/01/${ano - 30}`) {
  return fingirRede({
    [`GET ${C}/dadosCadastrais/7`]: { data: { dataNascimento: nascimento } },
    [`GET ${C}/endereco/7`]: { data: { cep: '01310100' } },
    [`GET ${C}/dadossocioeconomicos/7`]: { data: { idGrauInstrucao: 5, idStatusGraduacao: 2 } },
    'GET /v1/inscricao/modalidade/22/usuario/7': { data: [] },
    'GET /v1/usuario/7/email/confirmed': { data: { confirmado: true } },
    ...extra,
  });
}

/** Each test signed in as user 7, with empty storage and no choice made; the real network back after it. */
export function prepararFluxo(): void {
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
}
