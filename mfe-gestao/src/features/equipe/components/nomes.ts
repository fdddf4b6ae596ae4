import { Papel } from '@portal/contracts';
import { PapelDaEquipe } from '@portal/contracts/papeis-da-equipe';

/** How the page names each staff role (decision 1500's table). */
export const NOME_DO_PAPEL: Record<string, string> = {
  [Papel.Administrador]: 'Administrador',
  [PapelDaEquipe.Secretaria]: 'Secretaria',
  [PapelDaEquipe.Executora]: 'Executora',
  [PapelDaEquipe.Professor]: 'Professor',
  [PapelDaEquipe.Inscricao]: 'Inscrição (central de atendimento)',
};

export const NOME_DO_ESCOPO = { unidade: 'Unidade', programa: 'Programa', turma: 'Turma' } as const;
