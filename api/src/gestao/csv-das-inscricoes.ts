import { dataEHoraEmSaoPaulo } from '@portal/contracts/relogio-de-sao-paulo';
import type { LinhaInscricaoDaTurma } from './gestao.repositorio.js';

/** Excel and LibreOffice read UTF-8 (accents) only when the file starts with this byte-order mark. */
export const BOM = '\uFEFF';
/** Brazilian spreadsheets use the comma for decimals, so ';' separates the columns. */
const SEPARADOR = ';';

type LinhaDoCsv = LinhaInscricaoDaTurma & { nomeStatus: string };

/** The columns, header and value; 'Nome civil' only for the profiles that check documents (decision 1550). */
const COLUNAS: [string, (l: LinhaDoCsv) => string | number | null][] = [
  ['Inscrição', (l) => l.idInscricao],
  ['Nome', (l) => l.nome],
  ['Nome civil', (l) => l.nomeCivil],
  ['CPF', (l) => l.cpf],
  ['Status', (l) => l.nomeStatus],
  ['Data da inscrição', (l) => quando(l.dataInscricao)],
  ['Posição na espera', (l) => l.posicaoNaEspera],
  ['Prazo da convocação', (l) => quando(l.prazoConvocacao)],
];

/** An ISO instant as people read it in São Paulo, without the comma (dd/mm/aaaa hh:mm); empty when absent. */
function quando(iso: string | null): string {
  return iso ? dataEHoraEmSaoPaulo(iso).replace(',', '') : '';
}

/**
 * One cell: a text a spreadsheet would run as a formula (= + - @, tab, carriage return) gets a leading apostrophe
 * (CSV injection); quotes, separators and line breaks are quoted as RFC 4180 says.
 */
export function celula(valor: string | number | null): string {
  let texto = valor === null ? '' : String(valor);
  if (/^[=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

export function csvDasInscricoes(linhas: LinhaDoCsv[], opcoes: { nomeCivil?: boolean } = {}): string {
  const colunas = COLUNAS.filter(([titulo]) => opcoes.nomeCivil || titulo !== 'Nome civil');
  const corpo = linhas.map((l) => colunas.map(([, valor]) => celula(valor(l))).join(SEPARADOR));
  const cabecalho = colunas.map(([titulo]) => titulo).join(SEPARADOR);
  return `${BOM}${[cabecalho, ...corpo].join('\r\n')}\r\n`;
}
