import type { Db } from '../db/types.js';

/**
 * Tables a refused request must leave alone. Left out: the municipalities (static, large), the migrations, and the
 * throttling counters and known addresses, which count refused attempts by design.
 */
const TABELAS = [
  'usuario',
  'sessao',
  'refresh_token',
  'token_uso_unico',
  'mensagem_saida',
  'dados_cadastrais',
  'endereco',
  'dados_socioeconomicos',
  'pagamento',
  'programa',
  'arco',
  'curso',
  'trilha',
  'trilha_curso',
  'unidade',
  'ordem_servico',
  'turma',
  'faq',
  'inscricao',
  'inscricao_auditoria',
  'periodo_inscricao',
  'questionario',
  'pergunta',
  'pergunta_opcao',
  'resposta_questionario',
  'pageview',
  'faq_pergunta',
];

const SQL = TABELAS.map(
  (tabela) =>
    // Row count plus an order-free sum of each row's hash: no sort, cheap enough to run around every case.
    `SELECT '${tabela}' AS tabela, count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) AS soma FROM ${tabela} x`,
).join(' UNION ALL ');

/** One checksum per table, in one round trip. */
export async function somasDasTabelas(db: Db): Promise<Record<string, string>> {
  const linhas = await db.query<{ tabela: string; soma: string }>(SQL);
  return Object.fromEntries(linhas.map((l) => [l.tabela, l.soma]));
}
