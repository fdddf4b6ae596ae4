/** Programmes whose enrolment is confirmed on a page of this remote, each with its own API call (spec §7). */
export interface ProgramaComConfirmacao {
  caminho: string;
  nome: string;
  /** POST /v1/inscricao/{endpoint}/{idUsuario} */
  endpoint: string;
}

export const PROGRAMAS_COM_CONFIRMACAO: readonly ProgramaComConfirmacao[] = [
  { caminho: 'confirmacao-qualificaSP', nome: 'Qualifica SP', endpoint: 'InscriverProgramaNovo' },
  { caminho: 'confirmacao-qualificaSP-empreenda', nome: 'Empreenda SP', endpoint: 'EmpreendaSP' },
  { caminho: 'confirmacao-qualificaSP-empreenda-jovem', nome: 'Empreenda Jovem', endpoint: 'EmpreendaJovem' },
];
