/** The main areas in the sidebar, in the order a citizen usually needs them. */
export const ITENS_DE_NAVEGACAO: readonly { rotulo: string; caminho: string }[] = [
  { rotulo: 'Início', caminho: '/home' },
  { rotulo: 'Cursos Novo Emprego', caminho: '/novoemprego/cursos' },
  { rotulo: 'Qualifica SP', caminho: '/qualificaSP/cursos' },
  { rotulo: 'Empreenda SP', caminho: '/EmpreendaSP/cursos' },
  { rotulo: 'Meu Primeiro Emprego', caminho: '/meuprimeiroemprego/cursos' },
  { rotulo: 'Minhas inscrições', caminho: '/inscricao/historico' },
  { rotulo: 'Meu cadastro', caminho: '/candidato/dados-cadastrais/edit' },
  { rotulo: 'Perguntas frequentes', caminho: '/faq' },
];

export const NOME_DO_PORTAL = 'Portal Qualifica';
export const ID_CONTEUDO = 'conteudo';
export const ID_NAVEGACAO = 'navegacao-principal';
