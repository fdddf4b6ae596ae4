export { PORTAL_URL, IDP_URL, PASTA_DADOS, PORTAS, RAIZ_REPOSITORIO, ambienteDoPortal } from './ambiente';
export {
  entrarComCredenciais,
  entrarComGovBr,
  CONTAS_DEMONSTRACAO,
  SENHA_CONTA_NOVA,
  SENHA_DEMONSTRACAO,
  SENHA_DO_GOVBR_LOCAL,
} from './entrar';
export {
  cabecalhoCsrf,
  criarConta,
  confirmarEmail,
  linkDaCaixaPostal,
  idDoToken,
  type ContaCriada,
} from './api';
export { gerarCpf } from './cpf';
export { comCalma } from './com-calma';
export {
  abrirSemOCodigoDoPortal,
  areaRemota,
  esperarPortalPronto,
  lerRegistroRemotos,
  navegarNoPortal,
  rodarScript,
  versoesPedidas,
} from './portal';
export { buildMarcadoDoRemoto, construirCopiaDoRemoto } from './build-de-remoto';
export {
  ativarComEnter,
  digitarNoCampo,
  entrarPeloTeclado,
  escolherComSeta,
  marcarOpcao,
  tabAte,
} from './teclado';
export {
  copiaDaVersaoViva,
  copiaDoShellVivo,
  impressaoDoPortal,
  lerShellPublicado,
  type ImpressaoDoPortal,
} from './impressao-do-portal';
