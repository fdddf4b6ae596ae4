import { http } from '@portal/shared-auth';
import { clienteDoCatalogo, ProgramaPortal } from '@portal/contracts';

const catalogo = clienteDoCatalogo(http);

/** The portal's one catalogue client (contracts' `clienteDoCatalogo`), with this programme's course list. */
export const catalogoApi = {
  ...catalogo,
  cursosPrimeiroEmprego: () => catalogo.cursosDaModalidade(ProgramaPortal.MeuPrimeiroEmprego),
};
