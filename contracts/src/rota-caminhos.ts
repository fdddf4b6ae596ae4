/**
 * The paths of `Rota` (routes.ts), one export each, so that a bundle keeps only the paths its code names (webpack
 * follows `Rota.x` through the namespace; decision 0853).
 */

/** A parameter: a value in a link, or ':name' in a route table. */
type Id = number | string;

export const home = '/home';
export const forbidden = '/error/forbidden';
export const internalServerError = '/error/internal-server-error';
export const faleConosco = '/fale-conosco';
/** The shell's public statements (decision 0183): accessibility and privacy (LGPD). */
export const acessibilidade = '/acessibilidade';
export const privacidade = '/privacidade';
export const login = '/usuario/login';
export const logout = '/usuario/logout';
export const usuarioForm = '/usuario/form';
export const usuarioEdit = '/usuario/edit';
export const usuarioConta = '/usuario/conta';
export const atualizarCadastro = '/usuario/atualizar-cadastro';
export const emailNaoConfirmado = '/usuario/email-nao-confirmado';
export const confirmacaoEmail = '/usuario/confirmacao-email';
export const redefinicaoSenha = '/usuario/redefinicao-senha';
export const administracao = '/usuario/administracao';
export const dadosCadastraisEdit = '/candidato/dados-cadastrais/edit';
export const enderecoForm = '/candidato/endereco/form';
export const enderecoEdit = '/candidato/endereco/edit';
export const socioeconomicoForm = '/candidato/questionario-socioeconomico/form';
export const socioeconomicoEdit = '/candidato/questionario-socioeconomico/edit';
export const dadosPagamento = '/candidato/dados-pagamento';
export const historico = '/inscricao/historico';
export const modalidades = '/inscricao/modalidades';
export const escolhaCursoNovoEmpregoForm = '/inscricao/escolha-curso/novo-emprego/form';
export const escolhaCursoNovoEmpregoEdit = '/inscricao/escolha-curso/novo-emprego/edit';
export const escolhaUnidadeNovoEmpregoForm = '/inscricao/escolha-unidade/novo-emprego/form';
export const escolhaUnidadeNovoEmpregoEdit = '/inscricao/escolha-unidade/novo-emprego/edit';
export const escolhaMunicipioNovoEmpregoForm = (idCurso: Id) =>
  `/inscricao/escolha-municipio/form/${idCurso}`;
export const confirmacaoQualificaSP = (idCurso: Id) => `/inscricao/confirmacao-qualificaSP/${idCurso}`;
export const confirmacaoEmpreendaSP = (idCurso: Id) =>
  `/inscricao/confirmacao-qualificaSP-empreenda/${idCurso}`;
export const confirmacaoEmpreendaJovem = (idCurso: Id) =>
  `/inscricao/confirmacao-qualificaSP-empreenda-jovem/${idCurso}`;
/** The enrolment page of an on-line course (virtual quick track and SP Tech; decision 0130). */
export const inscricaoVirtual = (idCurso: Id) => `/inscricao/confirmacao-virtual/${idCurso}`;
export const detalhesInscricao = (idInscricao: Id) => `/inscricao/detalhes/${idInscricao}`;
export const cursosNovoEmprego = '/novoemprego/cursos';
export const cursosQualificaSP = '/qualificaSP/cursos';
export const cursosEmpreendaSP = '/EmpreendaSP/cursos';
export const cursosEmpreendaJovem = '/EmpreendaJovem/cursos';
export const cursosVirtuais = '/virtual/cursos';
export const trilhasSpTech = '/trilhas-sp-tech';
export const faq = '/faq';
export const faqForm = '/faq-form';
export const ondeEstudar = '/onde-estudar';
export const cursosMeuPrimeiroEmprego = '/meuprimeiroemprego/cursos';
export const meuPrimeiroEmprego = '/meu-primeiro-emprego';
export const detalhesMeuPrimeiroEmprego = (idCurso: Id) => `/meuprimeiroemprego/details/${idCurso}`;
