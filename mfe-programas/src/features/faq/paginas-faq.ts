import { RotaProgramas } from '../../config/caminhos';

/** FAQ pages of this remote and the FAQ type each one asks the API for (GET /v1/faq?tipo=). */
export interface PaginaFaqConfig {
  caminho: string;
  titulo: string;
  tipo: string;
  introducao: string;
}

export const PAGINAS_FAQ: readonly PaginaFaqConfig[] = [
  {
    caminho: RotaProgramas.faq,
    titulo: 'Perguntas frequentes',
    tipo: 'geral',
    introducao: 'Respostas às dúvidas mais comuns sobre cadastro, inscrição e cursos do portal.',
  },
  {
    caminho: RotaProgramas.faqNovoEmprego,
    titulo: 'Perguntas frequentes do Novo Emprego',
    tipo: 'novo-emprego',
    introducao: 'Como funciona o Novo Emprego, quem pode participar e como alterar a inscrição.',
  },
  {
    caminho: RotaProgramas.faqEmpreenda,
    titulo: 'Perguntas frequentes do Empreenda SP',
    tipo: 'empreenda',
    introducao: 'Dúvidas de quem tem ou quer abrir um pequeno negócio e procura os cursos do Empreenda SP.',
  },
  {
    caminho: RotaProgramas.faqEmpreendaJovem,
    titulo: 'Perguntas frequentes do Empreenda Jovem',
    tipo: 'empreenda-jovem',
    introducao: 'Idade, requisitos e funcionamento dos cursos do Empreenda Jovem.',
  },
];
