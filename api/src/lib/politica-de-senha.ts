import { dictionary } from '@zxcvbn-ts/language-common';
import { Mensagem } from '@portal/contracts';

/** What the password must not contain: the account's own data (NIST 800-63B §3.1.1.2, context-specific words). */
export interface DadosDaConta {
  nome: string;
  /** 11 digits. */
  cpf: string;
  /** ISO 'yyyy-mm-dd', or null. */
  dataNascimento: string | null;
}

// zxcvbn-ts' common-passwords list (≈49,000 entries from breach corpora, maintained), plus the portal's own words.
const PALAVRAS_DO_PORTAL = ['senha', 'qualifica', 'portal', 'govbr', 'viarapida', 'mudar', 'trocar'];
let comuns: Set<string> | null = null;
function senhasComuns(): Set<string> {
  comuns ??= new Set([...(dictionary['passwords-common'] as string[]), ...PALAVRAS_DO_PORTAL]);
  return comuns;
}

const semAcento = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** 'Senha@123' → 'senha@123', 'senha123', 'senha': each form a person derives from a common word is checked. */
function formasDaSenha(senha: string): string[] {
  const minuscula = senha.toLowerCase();
  const alfanumerica = semAcento(senha).replace(/[^a-z0-9]/g, '');
  const letras = alfanumerica.replace(/[0-9]/g, '');
  return [minuscula, alfanumerica, letras].filter((forma) => forma.length > 0);
}

function datas(iso: string | null): string[] {
  if (!iso) return [];
  const [a, m, d] = iso.slice(0, 10).split('-') as [string, string, string];
  return [`${d}${m}${a}`, `${a}${m}${d}`, `${d}${m}${a.slice(2)}`];
}

/** The reasons (pt-BR, one per rule) why this password is refused for this account; empty when accepted. */
export function problemasDaSenha(senha: string, conta: DadosDaConta): string[] {
  const problemas: string[] = [];
  if (formasDaSenha(senha).some((forma) => senhasComuns().has(forma))) problemas.push(Mensagem.senhaComum);
  const digitos = senha.replace(/\D/g, '');
  const texto = semAcento(senha);
  const partesDoNome = semAcento(conta.nome)
    .split(/[^a-z]+/)
    .filter((parte) => parte.length >= 3);
  const pessoal =
    digitos.includes(conta.cpf) ||
    datas(conta.dataNascimento).some((data) => digitos.includes(data)) ||
    partesDoNome.some((parte) => texto.includes(parte));
  if (pessoal) problemas.push(Mensagem.senhaComDadosPessoais);
  return problemas;
}
