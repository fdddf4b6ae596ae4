import type { InscricaoDetalhe, OpcaoInscricao } from '../api.js';
import type { FormatoCurso, Inscricao, TurmaDetalhe } from '../schemas/inscricao.js';
import {
  instanteIso,
  inteiro,
  inteiroPositivo,
  lista,
  logico,
  objeto,
  opcional,
  ouNulo,
  texto,
  umDe,
  type Leitor,
} from '../leitores.js';
import { camposDaTurma } from './turma.leituras.js';

/**
 * Enrolments read without zod, field for field the same as the schemas of `schemas/inscricao.ts` and `api.ts`
 * (`inscricao.leituras.test.ts` holds them to it). The candidate's first pages after signing in (their guards, the
 * list of enrolments) read these, so zod comes only with a form (decision 0841).
 */
const formatoCurso: Leitor<FormatoCurso> = umDe('PRESENCIAL', 'ONLINE');

const idENome = objeto({ id: inteiro, nome: texto });
const turmaDetalhe: Leitor<TurmaDetalhe> = objeto({
  ...camposDaTurma,
  cursoQualificacao: objeto({ id: inteiro, nome: texto, urlSlug: texto, modalidade: idENome }),
  unidade: objeto({ id: inteiro, nome: texto, endereco: texto }),
  municipio: idENome,
});

const camposDaInscricao = {
  id: inteiro,
  idTurmaPrincipal: inteiro,
  idTurmaOpcao: ouNulo(inteiro),
  idUsuario: inteiro,
  idStatusInscricao: inteiro,
  avisoCancelamentoVisto: logico,
  dataInscricao: texto,
  formatoCurso: opcional(ouNulo(formatoCurso)),
  prazoConvocacao: opcional(ouNulo(instanteIso)),
  posicaoNaEspera: opcional(ouNulo(inteiroPositivo)),
  turmaPrincipal: turmaDetalhe,
};
const inscricao: Leitor<Inscricao> = objeto(camposDaInscricao);
const detalhe: Leitor<InscricaoDetalhe> = objeto({
  ...camposDaInscricao,
  aprovado: ouNulo(logico),
  idConvocacao: ouNulo(inteiro),
});

/** One reader per enrolment read of the API, named as in `inscricao` (endpoints/inscricao.ts). */
export const leiturasInscricao = {
  porId: detalhe,
  daModalidade: lista(detalhe),
  canceladas: lista(detalhe),
  meusCursos: lista(detalhe),
};

/** What the enrolment flow keeps in the browser's storage (another version may have written it): read as its schema. */
export const leiturasGuardadas = {
  inscricao,
  opcaoInscricao: objeto({
    idTurma: inteiroPositivo,
    idOrdemServico: inteiroPositivo,
  }) as Leitor<OpcaoInscricao>,
  formatoCurso,
};
