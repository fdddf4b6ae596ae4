import { RotaProgramas } from '../../../config/caminhos';
import type { ConteudoPagina } from './tipos';

/** The "sobre" page and its two sub-pages (spec §2: sobre with unidades-moveis and cursos-sistema-prisional). */
export const PAGINAS_SOBRE: readonly ConteudoPagina[] = [
  {
    caminho: RotaProgramas.sobre,
    titulo: 'Sobre o portal',
    resumo:
      'O Portal Qualifica reúne os programas de qualificação profissional do Governo do Estado de São Paulo: cursos gratuitos, inscrição on-line e acompanhamento da matrícula.',
    secoes: [
      {
        titulo: 'Para quem é',
        paragrafos: [
          'Para pessoas de 14 a 60 anos que querem aprender uma profissão, voltar ao mercado de trabalho ou abrir o próprio negócio.',
        ],
      },
      {
        titulo: 'Como participar',
        itens: [
          'Faça seu cadastro com CPF ou entre com a conta gov.br.',
          'Confirme seu e-mail e complete endereço e questionário socioeconômico.',
          'Escolha o curso, o município, a unidade e o turno.',
        ],
      },
    ],
    links: [
      { texto: 'Unidades móveis', para: RotaProgramas.unidadesMoveis },
      { texto: 'Cursos no sistema prisional', para: RotaProgramas.sistemaPrisional },
      { texto: 'Onde estudar', para: RotaProgramas.ondeEstudar },
    ],
  },
  {
    caminho: RotaProgramas.unidadesMoveis,
    titulo: 'Unidades móveis',
    resumo:
      'Carretas-escola equipadas como salas de aula levam cursos de curta duração a municípios que não têm unidade fixa.',
    secoes: [
      {
        titulo: 'Como funcionam',
        paragrafos: [
          'Cada unidade móvel permanece de quatro a oito semanas em um município, em parceria com a prefeitura.',
          'As turmas são divulgadas no portal com antecedência e as inscrições seguem as mesmas regras dos cursos presenciais.',
        ],
      },
      {
        titulo: 'Cursos mais oferecidos',
        itens: ['Eletricista instalador', 'Manutenção de computadores', 'Confeitaria', 'Costura industrial'],
      },
    ],
    links: [{ texto: 'Sobre o portal', para: RotaProgramas.sobre }],
  },
  {
    caminho: RotaProgramas.sistemaPrisional,
    titulo: 'Cursos no sistema prisional',
    resumo:
      'Em parceria com a administração penitenciária, pessoas privadas de liberdade fazem cursos de qualificação dentro das unidades prisionais.',
    secoes: [
      {
        titulo: 'Objetivo',
        paragrafos: [
          'Oferecer uma profissão e melhores condições de reinserção no mercado de trabalho após o cumprimento da pena.',
        ],
      },
      {
        titulo: 'Como são as inscrições',
        paragrafos: [
          'As inscrições não são feitas pelo portal: cada unidade prisional seleciona os participantes com a equipe de reintegração social.',
        ],
      },
    ],
    links: [{ texto: 'Sobre o portal', para: RotaProgramas.sobre }],
  },
];
