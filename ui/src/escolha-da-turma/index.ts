/**
 * `@portal/ui/escolha-da-turma` (decision 0931): the municipality → unit → class choice of an enrolment, used by
 * mfe-inscricao and mfe-primeiro-emprego. A sub-path, not the shared singleton: only the pages that import it carry
 * its bytes; what it uses of `@portal/ui` (useRascunho, useCarga, Campo) is the singleton's. The class labels it
 * shows are `@portal/ui/rotulos-da-turma`, a sub-path of their own: a page that only lists classes (the history)
 * takes them without the selects and the catalogue client.
 */
export {
  useEscolhaDaTurma,
  validarEscolhaDaTurma,
  ORDEM_DA_ESCOLHA,
  FALTANDO_NA_ESCOLHA,
  type EscolhaDaTurma,
  type CampoDaEscolha,
  type CascataDaTurma,
} from './use-escolha-da-turma';
export { CamposDaTurma } from './campos-da-turma';
