import { formatarData } from '@portal/ui';
import {
  periodoDaTurma,
  situacaoDasVagas,
  turmaAceitaInscricao,
  turmaCheia,
  turmaDisponivel,
  turnoDaTurma,
  vagasLivres,
} from '@portal/ui/rotulos-da-turma';

// The portal's one date formatter and the one way to describe a class live in @portal/ui (decision 0931);
// re-exported so this remote's pages keep one import.
export {
  formatarData,
  periodoDaTurma,
  situacaoDasVagas,
  turmaAceitaInscricao,
  turmaCheia,
  turmaDisponivel,
  turnoDaTurma,
  vagasLivres,
};
