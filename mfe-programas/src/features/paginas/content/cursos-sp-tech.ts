import { RotaProgramas } from '../../../config/caminhos';
import type { ConteudoPagina, SecaoPagina } from './tipos';

const COMO_SE_INSCREVER: SecaoPagina = {
  titulo: 'Como se inscrever',
  paragrafos: [
    'O curso é on-line e gratuito. Entre no portal, escolha a trilha que inclui este curso e siga as instruções da inscrição.',
  ],
};

const VEJA_TAMBEM = [
  { texto: 'Todas as trilhas SP Tech', para: RotaProgramas.trilhasSpTech },
  { texto: 'Cursos on-line', para: RotaProgramas.online },
];

/** The four static course pages of the SP Tech learning paths. */
export const PAGINAS_CURSOS_SP_TECH: readonly ConteudoPagina[] = [
  {
    caminho: RotaProgramas.htmlWebDeveloper,
    titulo: 'HTML Web Developer',
    resumo:
      'Aprenda a construir páginas web acessíveis com HTML e CSS, do primeiro arquivo à publicação do site.',
    secoes: [
      {
        titulo: 'O que você vai aprender',
        itens: [
          'Estrutura de documentos HTML e marcação semântica.',
          'Estilos com CSS e layouts responsivos.',
          'Boas práticas de acessibilidade.',
        ],
      },
      {
        titulo: 'Carga horária e requisitos',
        paragrafos: ['80 horas, on-line. Requer ensino médio incompleto.'],
      },
      COMO_SE_INSCREVER,
    ],
    links: VEJA_TAMBEM,
  },
  {
    caminho: RotaProgramas.netFundamentals,
    titulo: '.NET Fundamentals',
    resumo: 'Os fundamentos da plataforma .NET e da linguagem C# para criar aplicações e serviços.',
    secoes: [
      {
        titulo: 'O que você vai aprender',
        itens: ['Lógica de programação com C#.', 'Orientação a objetos.', 'Criação de uma API web simples.'],
      },
      {
        titulo: 'Carga horária e requisitos',
        paragrafos: ['80 horas, on-line. Requer ensino médio incompleto.'],
      },
      COMO_SE_INSCREVER,
    ],
    links: VEJA_TAMBEM,
  },
  {
    caminho: RotaProgramas.javaDeveloper,
    titulo: 'Java Developer',
    resumo:
      'Programação em Java para quem quer trabalhar com sistemas corporativos e desenvolvimento back-end.',
    secoes: [
      {
        titulo: 'O que você vai aprender',
        itens: [
          'Sintaxe e tipos da linguagem Java.',
          'Coleções, exceções e testes automatizados.',
          'Acesso a banco de dados.',
        ],
      },
      {
        titulo: 'Carga horária e requisitos',
        paragrafos: ['120 horas, on-line. Requer ensino médio completo.'],
      },
      COMO_SE_INSCREVER,
    ],
    links: VEJA_TAMBEM,
  },
  {
    caminho: RotaProgramas.javascriptGameDeveloper,
    titulo: 'JavaScript Game Developer',
    resumo: 'Crie jogos para o navegador com JavaScript e aprenda programação de um jeito prático.',
    secoes: [
      {
        titulo: 'O que você vai aprender',
        itens: [
          'Fundamentos de JavaScript.',
          'Desenho e animação com canvas.',
          'Controles pelo teclado e regras de um jogo completo.',
        ],
      },
      {
        titulo: 'Carga horária e requisitos',
        paragrafos: ['100 horas, on-line. Requer ensino médio incompleto.'],
      },
      COMO_SE_INSCREVER,
    ],
    links: VEJA_TAMBEM,
  },
];
