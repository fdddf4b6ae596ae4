import { RotaProgramas } from '../../../config/caminhos';
import type { ConteudoPagina } from './tipos';

/** Static pages of trilhas-sp-tech/{urlSlugTrilha}: the learning paths' presentation, by slug. */
export const PAGINAS_TRILHAS_SP_TECH: readonly ConteudoPagina[] = [
  {
    caminho: RotaProgramas.apresentacaoTrilhaSpTech('desenvolvimento-web'),
    titulo: 'Trilha Desenvolvimento Web',
    resumo:
      'Do HTML ao primeiro jogo em JavaScript: uma trilha para quem quer começar a programar para a web.',
    secoes: [
      {
        titulo: 'Cursos da trilha',
        itens: ['HTML Web Developer (80 horas)', 'JavaScript Game Developer (100 horas)'],
      },
      {
        titulo: 'Para quem é',
        paragrafos: [
          'Para quem nunca programou e quer uma primeira experiência prática, com projetos no navegador.',
        ],
      },
    ],
    links: [
      { texto: 'HTML Web Developer', para: RotaProgramas.htmlWebDeveloper },
      { texto: 'JavaScript Game Developer', para: RotaProgramas.javascriptGameDeveloper },
      { texto: 'Todas as trilhas', para: RotaProgramas.trilhasSpTech },
    ],
  },
  {
    caminho: RotaProgramas.apresentacaoTrilhaSpTech('desenvolvimento-back-end'),
    titulo: 'Trilha Desenvolvimento Back-end',
    resumo: 'Fundamentos de .NET e Java para criar os serviços que sustentam aplicativos e sites.',
    secoes: [
      { titulo: 'Cursos da trilha', itens: ['.NET Fundamentals (80 horas)', 'Java Developer (120 horas)'] },
      {
        titulo: 'Para quem é',
        paragrafos: [
          'Para quem já conhece lógica de programação e quer se preparar para vagas de desenvolvimento back-end.',
        ],
      },
    ],
    links: [
      { texto: '.NET Fundamentals', para: RotaProgramas.netFundamentals },
      { texto: 'Java Developer', para: RotaProgramas.javaDeveloper },
      { texto: 'Todas as trilhas', para: RotaProgramas.trilhasSpTech },
    ],
  },
];
