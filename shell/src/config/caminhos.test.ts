import { Rota } from '@portal/contracts';
import { caminhosPublicadosSemRota } from '@portal/ui/testes';
import { RotaShell } from './caminhos';

test("every shell page the rest of the portal links to (contracts' Rota) is one of the shell's paths", () => {
  const prefixos = Object.values(RotaShell).map((caminho) => caminho.split('/')[1] ?? '');
  expect(caminhosPublicadosSemRota(Rota, prefixos, RotaShell)).toEqual([]);
});
