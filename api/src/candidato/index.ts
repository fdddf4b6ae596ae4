/** candidato's public entry (decision 0300): the candidate's records, wired by plugins/app. */
export {
  COLUNAS_DADOS_CADASTRAIS,
  COLUNAS_ENDERECO,
  COLUNAS_SOCIOECONOMICOS,
  RepositorioDeRegistro,
} from './registros.repositorio.js';
