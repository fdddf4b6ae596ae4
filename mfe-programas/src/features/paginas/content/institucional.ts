import { Rota } from '@portal/contracts';
import { RotaProgramas } from '../../../config/caminhos';
import type { ConteudoPagina } from './tipos';

/** General information pages: where to study, online courses, the programmes index and keeping data up to date. */
export const PAGINAS_INSTITUCIONAIS: readonly ConteudoPagina[] = [
  {
    caminho: RotaProgramas.ondeEstudar,
    titulo: 'Onde estudar',
    resumo:
      'Os cursos presenciais acontecem em escolas de qualificação, centros de formação e unidades parceiras em todas as regiões do Estado de São Paulo.',
    secoes: [
      {
        titulo: 'Como encontrar uma unidade perto de você',
        paragrafos: [
          'Ao escolher um curso, você informa o seu município e vê apenas as unidades que oferecem turmas abertas nele.',
          'Cada unidade mostra o endereço completo, os turnos disponíveis e a quantidade de vagas livres em cada turma.',
        ],
      },
      {
        titulo: 'Regiões atendidas',
        itens: [
          'Capital: escolas de qualificação na Barra Funda e em Itaquera.',
          'Interior: centros de formação em Campinas, Ribeirão Preto, São José dos Campos e Sorocaba.',
          'Litoral: centro de formação em Santos.',
        ],
      },
      {
        titulo: 'Sem unidade na sua cidade?',
        paragrafos: [
          'Veja os cursos on-line ou acompanhe a agenda das unidades móveis, que visitam municípios menores.',
        ],
      },
    ],
    links: [
      { texto: 'Cursos on-line', para: RotaProgramas.online },
      { texto: 'Unidades móveis', para: RotaProgramas.unidadesMoveis },
    ],
  },
  {
    caminho: RotaProgramas.online,
    titulo: 'Cursos on-line',
    resumo: 'Estude de onde estiver, no seu ritmo, com cursos gratuitos e certificado digital ao final.',
    secoes: [
      {
        titulo: 'Como funcionam',
        paragrafos: [
          'As aulas ficam disponíveis no ambiente virtual de aprendizagem a qualquer hora do dia.',
          'Para receber o certificado é preciso assistir às aulas e concluir as atividades de cada módulo.',
        ],
      },
      {
        titulo: 'Do que você precisa',
        itens: [
          'Cadastro completo no portal e e-mail confirmado.',
          'Acesso à internet por computador ou celular.',
        ],
      },
    ],
    links: [
      { texto: 'Ver os cursos virtuais', para: RotaProgramas.cursosVirtuais },
      { texto: 'Trilhas SP Tech', para: RotaProgramas.trilhasSpTech },
    ],
  },
  {
    caminho: RotaProgramas.programas,
    titulo: 'Programas de qualificação',
    resumo: 'Conheça os programas do portal e escolha o que combina com o seu momento profissional.',
    secoes: [
      {
        titulo: 'Programas com inscrição pelo portal',
        itens: [
          'Novo Emprego: qualificação rápida ligada às vagas da sua região.',
          'Qualifica SP: cursos profissionalizantes presenciais em todo o estado.',
          'Empreenda SP e Empreenda Jovem: gestão para quem tem ou quer abrir um negócio.',
          'Meu Primeiro Emprego: preparação para a primeira vaga formal.',
          'Trilhas SP Tech: cursos on-line de tecnologia.',
        ],
      },
    ],
    links: [
      { texto: 'Cursos do Novo Emprego', para: RotaProgramas.cursosNovoEmprego },
      { texto: 'Cursos do Qualifica SP', para: RotaProgramas.cursosQualificaSP },
      { texto: 'Cursos do Empreenda SP', para: RotaProgramas.cursosEmpreendaSP },
      { texto: 'Cursos do Empreenda Jovem', para: RotaProgramas.cursosEmpreendaJovem },
      { texto: 'Meu Primeiro Emprego', para: Rota.meuPrimeiroEmprego },
    ],
  },
  {
    caminho: RotaProgramas.edit,
    titulo: 'Mantenha seu cadastro atualizado',
    resumo:
      'Com os dados em dia você recebe as convocações para matrícula e os avisos das turmas sem atraso.',
    secoes: [
      {
        titulo: 'O que revisar',
        itens: [
          'Dados cadastrais: nome, data de nascimento e telefone.',
          'Endereço: usado para sugerir as unidades mais próximas.',
          'Questionário socioeconômico: escolaridade e situação de trabalho.',
        ],
      },
      {
        titulo: 'Quando atualizar',
        paragrafos: ['Sempre que mudar de endereço, de telefone ou concluir uma etapa dos estudos.'],
      },
    ],
    links: [
      { texto: 'Editar dados cadastrais', para: Rota.dadosCadastraisEdit },
      { texto: 'Editar endereço', para: Rota.enderecoEdit },
      { texto: 'Editar questionário socioeconômico', para: Rota.socioeconomicoEdit },
    ],
  },
];
