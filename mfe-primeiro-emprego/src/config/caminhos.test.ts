import { Rota } from '@portal/contracts';
import { caminhosPublicadosSemRota } from '@portal/ui/testes';
import { PREFIXOS, RotaPrimeiroEmprego } from './caminhos';

test("every path of this remote the rest of the portal links to (contracts' Rota) is one of its own", () => {
  expect(caminhosPublicadosSemRota(Rota, PREFIXOS, RotaPrimeiroEmprego)).toEqual([]);
});
