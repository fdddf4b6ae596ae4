/**
 * Public API of @portal/ui, the portal's visual kit (docs/conventions.md, decision 0219). Styles: import
 * '@portal/ui/styles.css' once per host. What remotes run (lifecycles, data loading, prerendering) is @portal/remoto.
 */
export { Campo, type CampoProps } from './components/campo';
export { Tabela, type TabelaProps } from './components/tabela';
export {
  ResumoErros,
  TITULO_RESUMO_ERROS,
  type ResumoErrosProps,
  type ErroDeCampo,
} from './components/resumo-erros';
export {
  Botao,
  LinkBotao,
  type BotaoProps,
  type LinkBotaoProps,
  type VarianteBotao,
} from './components/botao';
export {
  Painel,
  Carregando,
  type PainelProps,
  type TipoPainel,
  type CarregandoProps,
} from './components/painel';
export { Guarda, MENSAGEM_FALHA_GUARDA, type GuardaProps } from './components/guarda/guarda';
export { navegarPara, caminhoDentroDaBase, avisarDecisao } from './components/guarda/executar-decisao';
export { ModalSelecao, type ModalSelecaoProps } from './components/modal-selecao/modal-selecao';
export type { ItemSelecao } from './components/modal-selecao/selecao';
export { Notificacoes } from './components/notificacoes/notificacoes';
export { usePageTitle, SUFIXO_TITULO } from './hooks/use-page-title';
export { useRascunho } from './hooks/use-rascunho';
export { useDialogo } from './hooks/use-dialogo';
export { formatarData } from './formatacao/datas';
export {
  ehSemConexao,
  errosDaRecusa,
  mensagemDaRecusa,
  mensagensDaApi,
  statusDoErro,
  type DestinoDaRecusa,
} from './formulario/erros-da-api';
export {
  errosDoZod,
  listaDeErros,
  validarComSchema,
  type DadosDe,
  type ErrosPorCampo,
  type EsquemaDeValidacao,
  type Validacao,
} from './formulario/validacao';
export {
  useEnvio,
  semConexao,
  MENSAGEM_ENVIO_SEM_CONEXAO,
  MENSAGEM_CONEXAO_VOLTOU,
  type OpcoesEnvio,
} from './formulario/use-envio';
export { useFormulario, type OpcoesFormulario, type PropsDeCampo } from './formulario/use-formulario';
