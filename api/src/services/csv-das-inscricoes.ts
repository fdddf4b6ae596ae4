import type { LinhaInscricaoDaTurma } from '../repositories/gestao.js';

/** Excel and LibreOffice read UTF-8 (accents) only when the file starts with this byte-order mark. */
export const BOM = '\uFEFF';
/** Brazilian spreadsheets use the comma for decimals, so ';' separates the columns. */
const SEPARADOR = ';';

const CABECALHO = [
  'Inscrição',
  'Nome',
  'CPF',
  'Status',
  'Data da inscrição',
  'Posição na espera',
  'Prazo da convocação',
];

const dataHora = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** An ISO instant as people read it in São Paulo (dd/mm/aaaa hh:mm); empty when absent. */
function quando(iso: string | null): string {
  return iso ? dataHora.format(new Date(iso)).replace(',', '') : '';
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

export function csvDasInscricoes(linhas: (LinhaInscricaoDaTurma & { nomeStatus: string })[]): string {
  const corpo = linhas.map((l) =>
    [
      l.idInscricao,
      l.nome,
      l.cpf,
      l.nomeStatus,
      quando(l.dataInscricao),
      l.posicaoNaEspera,
      quando(l.prazoConvocacao),
    ]
      .map(celula)
      .join(SEPARADOR),
  );
  return `${BOM}${[CABECALHO.join(SEPARADOR), ...corpo].join('\r\n')}\r\n`;
}
