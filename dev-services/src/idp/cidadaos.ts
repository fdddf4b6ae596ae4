/**
 * gov.br's own citizen store, separate from the product's database (as the real gov.br is). The demo citizens share
 * one password; it is kept only as an scrypt hash computed at start, and compared in constant time.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export interface Cidadao {
  /** CPF digits: gov.br's `sub`. */
  cpf: string;
  nome: string;
  email: string;
  telefone: string;
  /** gov.br's social_name (Decreto 8.727/2016), for citizens who registered one. */
  nomeSocial?: string;
}

export const SENHA_DEMONSTRACAO = 'Senha@123';

export const CIDADAOS: readonly Cidadao[] = [
  {
    cpf: '52998224725',
    nome: 'Maria Silva',
    email: 'maria.silva@exemplo.com.br',
    telefone: '+5511987654321',
  },
  { cpf: '12345678909', nome: 'João Souza', email: 'joao.souza@exemplo.com.br', telefone: '+5511976543210' },
  { cpf: '98765432100', nome: 'Ana Lima', email: 'ana.lima@exemplo.com.br', telefone: '+5519965432109' },
  {
    cpf: '11144477735',
    nome: 'Pedro Santos',
    email: 'pedro.santos@exemplo.com.br',
    telefone: '+5513954321098',
  },
  { cpf: '39053344705', nome: 'Carla Dias', email: 'carla.dias@exemplo.com.br', telefone: '+5516943210987' },
  { cpf: '24681357928', nome: 'Administração', email: 'admin@exemplo.com.br', telefone: '+5511932109876' },
  // Only in gov.br (the portal creates the account at the first gov.br sign-in): shows the social name in use.
  {
    cpf: '71593826419',
    nome: 'Roberto Alves Pereira',
    nomeSocial: 'Renata Alves',
    email: 'renata.alves@exemplo.com.br',
    telefone: '+5511921098765',
  },
  // Only in gov.br, and used by no other journey: the one whose CPF someone registers first (issue 27 §1).
  {
    cpf: '50123487617',
    nome: 'Helena Duarte',
    email: 'helena.duarte@exemplo.com.br',
    telefone: '+5511910987654',
  },
  // Only in gov.br, and used by no other journey: the person the Administrador makes an Executora, which needs a CPF
  // gov.br has proved (decision 0128).
  {
    cpf: '82461357919',
    nome: 'Renata Executora Nova',
    email: 'renata.executora@exemplo.com.br',
    telefone: '+5511909876543',
  },
];

export function somenteDigitos(cpf: string): string {
  return cpf.replace(/\D/g, '');
}

export function buscarCidadao(cpf: string): Cidadao | undefined {
  const digitos = somenteDigitos(cpf);
  return CIDADAOS.find((cidadao) => cidadao.cpf === digitos);
}

/** Claims by gov.br's names; the scope decides which of them a token carries. */
export function claimsDoCidadao(cidadao: Cidadao) {
  return {
    sub: cidadao.cpf,
    name: cidadao.nome,
    ...(cidadao.nomeSocial ? { social_name: cidadao.nomeSocial } : {}),
    email: cidadao.email,
    email_verified: true,
    phone_number: cidadao.telefone,
    phone_number_verified: true,
  };
}

const SAL = randomBytes(16);
const hashDaSenha = (senha: string) => scryptSync(senha.normalize('NFC'), SAL, 32);
const HASH_DEMONSTRACAO = hashDaSenha(SENHA_DEMONSTRACAO);

/**
 * Returns the citizen when CPF and password match. The hash is computed even for an unknown CPF, so the answer takes
 * the same time whether or not the CPF exists.
 */
export function autenticar(cpf: string, senha: string): Cidadao | undefined {
  const cidadao = buscarCidadao(cpf);
  const senhaConfere = timingSafeEqual(hashDaSenha(senha), HASH_DEMONSTRACAO);
  return cidadao && senhaConfere ? cidadao : undefined;
}
