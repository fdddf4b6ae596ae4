import { StorageKey } from '@portal/contracts';
import { armazenamento, ChaveInterna } from '../storage/armazenamento';

/** Who gov.br says the citizen is (from its ID token); the shell sets it at gov.br sign-in. */
export interface IdentidadeGovBr {
  email: string | null;
  name: string | null;
}

export function identidadeGuardada(): IdentidadeGovBr | null {
  return armazenamento.lerJson<IdentidadeGovBr>(ChaveInterna.identidadeGovBr);
}

export function guardarIdentidadeGovBr(identidade: IdentidadeGovBr, accessTokenGov?: string): void {
  armazenamento.gravarJson(ChaveInterna.identidadeGovBr, identidade);
  if (accessTokenGov) armazenamento.gravar(StorageKey.accessTokenGov, accessTokenGov);
}

export function esquecerIdentidadeGovBr(): void {
  armazenamento.remover(ChaveInterna.identidadeGovBr);
  armazenamento.remover(StorageKey.accessTokenGov);
}
