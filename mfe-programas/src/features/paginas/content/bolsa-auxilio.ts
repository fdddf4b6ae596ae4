import { Rota } from '@portal/contracts';
import { RotaProgramas } from '../../../config/caminhos';
import type { ConteudoPagina } from './tipos';

export const PAGINA_BOLSA_AUXILIO: ConteudoPagina = {
  caminho: RotaProgramas.bolsaAuxilio,
  titulo: 'Bolsa-auxílio',
  resumo:
    'Alguns programas pagam uma bolsa-auxílio para ajudar com transporte e alimentação durante o curso. O valor e as regras variam conforme o programa.',
  secoes: [
    {
      titulo: 'Quem recebe',
      itens: [
        'Alunos matriculados em cursos presenciais dos programas com bolsa.',
        'Com frequência mínima de 75% das aulas no mês.',
        'Com os dados de pagamento preenchidos no portal.',
      ],
    },
    {
      titulo: 'Como acompanhar o pagamento',
      paragrafos: [
        'Depois de informar os dados de pagamento, você vê o protocolo, a senha e a situação de cada parcela na área do candidato.',
        'Quando o protocolo aparece como "Em breve", o benefício ainda está sendo processado e será liberado nas próximas semanas.',
      ],
    },
  ],
  links: [
    { texto: 'Dados de pagamento', para: Rota.dadosPagamento },
    { texto: 'Perguntas frequentes', para: RotaProgramas.faq },
  ],
};
