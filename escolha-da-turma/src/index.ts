/**
 * `@portal/escolha-da-turma` (decision 0219): the municipality → unit → class choice of an enrolment, used by
 * mfe-inscricao and mfe-primeiro-emprego. Not a shared singleton: only the pages that import it carry its bytes; what
 * it uses of `@portal/ui` (useRascunho, Campo) and `@portal/remoto` (useCarga) is the singletons'. The class labels it
 * shows are `@portal/escolha-da-turma/rotulos-da-turma`, a path of their own: a page that only lists classes (the
 * history) takes them without the selects and the catalogue client.
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
