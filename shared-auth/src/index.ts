/** Public API of @portal/shared-auth (docs/conventions.md). One instance at run time: a federated singleton. */
import { ouvirOutrasAbas } from './session/entre-abas';
import { tratarErrosNaoCapturados } from './notificacoes/notificar';
import { aplicarModoEscuroInicial, seguirPreferenciaDoSistema } from './dark-mode/dark-mode-store';

export { armazenamento } from './storage/armazenamento';
export { concederAcessoFaleConosco, temAcessoFaleConosco } from './storage/acesso-fale-conosco';
export { guardarNoAparelho, lerDoAparelho, type CopiaNoAparelho } from './session/copia-do-usuario';

export type { UsuarioLogado } from './session/token';
export { decodificarUsuario, primeiroNome } from './session/token';
export type { EstadoSessao } from './session/session-store';
export {
  sessionStore,
  useSession,
  useUsuario,
  iniciarSessao,
  encerrarSessao,
  removerToken,
  definirIdentidadeGovBr,
} from './session/session-store';
export type { IdentidadeGovBr } from './session/session-store';
export { encerrarSessaoNoServidor, URL_LOGOUT } from './session/encerrar-no-servidor';

export type {
  EstadoEscolhas,
  CampoEscolha,
  MunicipioEscolhido,
  CursoEscolhido,
  FormatoCursoEscolhido,
} from './escolhas/escolhas-store';
export {
  escolhasStore,
  useEscolhas,
  definirEscolha,
  definirMunicipioEscolhido,
  definirCursoEscolhido,
  definirOpcaoInscricao,
  definirInscricaoAtualizacao,
  definirFormatoCurso,
  limparEscolhasAposInscricao,
} from './escolhas/escolhas-store';

export {
  darkModeStore,
  alternarModoEscuro,
  ativarModoEscuro,
  desativarModoEscuro,
  definirModoEscuro,
  useModoEscuro,
  EVENTO_MODO_ESCURO,
} from './dark-mode/dark-mode-store';

export { http, configurarHttp, renovarSessao } from './http/cliente-do-portal';
export type { OpcoesHttp } from './http/configuracao';
export { URL_REFRESH } from './http/renovacao';

export type { Decisao, AvisoDecisao } from './guards/decisao';
export { permitir, redirecionar, comRetorno, avisoToast, avisoAlerta } from './guards/decisao';
export type { ContextoGuardaLogin } from './guards/guarda-login';
export { guardaLogin, avaliarGuardaLogin, guardaTermosPendentes } from './guards/guarda-login';

export { registrarEntradaGovBr, entrarComGovBr, registrarSaidaGovBr, sairDoGovBr } from './govbr/ponte-govbr';

export type {
  Notificacao,
  ToastNotificacao,
  AlertaNotificacao,
  BotaoAlerta,
  CorAviso,
  OpcoesAlerta,
} from './notificacoes/tipos';
export { notificar, reportarErro } from './notificacoes/notificar';
export { assinarNotificacoes } from './notificacoes/barramento';
export { mensagemDoErro, textoPagamentos } from './notificacoes/textos';

ouvirOutrasAbas();
tratarErrosNaoCapturados();
aplicarModoEscuroInicial();
seguirPreferenciaDoSistema();
export { lerConfigDoPortal, type ConfigDoPortal } from './config/config-do-portal';
