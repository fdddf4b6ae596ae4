import { inscricao, Mensagem, idadePermiteEmpreendaJovem } from '@portal/contracts';
import { RotaInscricao } from '../../config/caminhos';

/** Programmes whose enrolment is confirmed on a page of this remote, each with its own API call (spec §7). */
export interface ProgramaComConfirmacao {
  /** The programme's confirmation page (route table: called with ':idCurso'). */
  rota: (idCurso: number | string) => string;
  nome: string;
  /** The programme's enrolment endpoint ({id} is the candidate). */
  endpoint: typeof inscricao.programaNovo | typeof inscricao.empreendaSP | typeof inscricao.empreendaJovem;
  /** A programme for an age range of its own: the page says so before any field (the API refuses with 422). */
  faixaEtaria?: { permite: (idade: number) => boolean; aviso: string };
}

export const PROGRAMAS_COM_CONFIRMACAO: readonly ProgramaComConfirmacao[] = [
  { rota: RotaInscricao.confirmacaoQualificaSP, nome: 'Qualifica SP', endpoint: inscricao.programaNovo },
  {
    rota: RotaInscricao.confirmacaoEmpreendaSP,
    nome: 'Empreenda SP',
    endpoint: inscricao.empreendaSP,
  },
  {
    rota: RotaInscricao.confirmacaoEmpreendaJovem,
    nome: 'Empreenda Jovem',
    endpoint: inscricao.empreendaJovem,
    faixaEtaria: { permite: idadePermiteEmpreendaJovem, aviso: Mensagem.idadeForaDaFaixaEmpreendaJovem },
  },
];
