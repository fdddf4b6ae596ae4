import type { Db } from '../db/types.js';

/** entrada-invalida.test.ts's hostile or broken requests, and the tables whose rows none of them may change. */
const TABELAS = [
  'usuario',
  'dados_cadastrais',
  'endereco',
  'dados_socioeconomicos',
  'inscricao',
  'turma',
  'resposta_questionario',
  'mensagem_saida',
  'pageview',
];

/** One hash per table: equal before and after means not one row changed. */
export async function retratoDasTabelas(db: Db): Promise<string[]> {
  const partes: string[] = [];
  for (const tabela of TABELAS) {
    const [linha] = await db.query<{ h: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${tabela} t`,
    );
    partes.push(`${tabela}:${linha!.h}`);
  }
  return partes;
}

export const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE usuario; --',
  '1 UNION SELECT senha_hash FROM usuario',
  '$1::text',
];
export const SCRIPT = '<script>alert(1)</script>';
export const BASE = '/v1/candidato/viaRapida';

export type Caso = [
  nome: string,
  metodo: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  corpo: unknown,
  headers?: Record<string, string>,
];
/** The requests, as the candidate `idMaria` (Maria) would send them. */
export const casosHostis = (idMaria: number): Caso[] => [
  ['JSON malformado no login', 'POST', '/v1/usuario/authentication', '{"login": "maria", "senha": '],
  ['JSON malformado na inscrição', 'POST', '/v1/inscricao/viaRapida/virtual/create', '{idTurmaPrincipal: 1}'],
  ['corpo que é um array', 'PUT', `${BASE}/endereco/update`, [1, 2, 3]],
  ['corpo nulo', 'POST', '/v1/inscricao/viaRapida/virtual/create', 'null'],
  [
    'tipos errados',
    'POST',
    '/v1/inscricao/viaRapida/virtual/create',
    { idTurmaPrincipal: 'abc', idUsuario: true, idStatusInscricao: 7 },
  ],
  [
    'ids negativos e fracionários',
    'POST',
    '/v1/inscricao/viaRapida/virtual/create',
    { idTurmaPrincipal: -1, idUsuario: 1.5, idStatusInscricao: 1 },
  ],
  [
    'campo desconhecido',
    'PATCH',
    `${BASE}/PessoaFisica/${idMaria}`,
    { telefone: '11912345678', role: 'Administrador' },
  ],
  [
    'poluição de protótipo',
    'PATCH',
    `${BASE}/PessoaFisica/${idMaria}`,
    '{"__proto__": {"role": "Administrador"}, "constructor": {"prototype": {}}}',
  ],
  ['corpo enorme', 'PUT', `${BASE}/endereco/update`, { idUsuario: idMaria, logradouro: 'x'.repeat(200_000) }],
  ['texto longo demais num campo', 'PATCH', `${BASE}/PessoaFisica/${idMaria}`, { nome: 'a'.repeat(151) }],
  [
    'tipo de conteúdo não aceito',
    'POST',
    '/v1/usuario/authentication',
    'login=maria',
    { 'content-type': 'text/plain' },
  ],
  ['script no e-mail', 'PUT', `/v1/usuario/${idMaria}/Email`, { email: `${SCRIPT}@exemplo.com.br` }],
  [
    'script no CEP',
    'PUT',
    `${BASE}/endereco/update`,
    {
      idUsuario: idMaria,
      cep: SCRIPT,
      logradouro: 'Rua A',
      numero: '1',
      bairro: 'B',
      municipio: 'São Paulo',
      uf: 'SP',
    },
  ],
  ...SQL.flatMap((sql): Caso[] => [
    [`SQL no login (${sql})`, 'POST', '/v1/usuario/authentication', { login: sql, senha: sql }],
    [`SQL no id da rota (${sql})`, 'GET', `/v1/cursos/${encodeURIComponent(sql)}`, undefined],
    [`SQL na query (${sql})`, 'GET', `/v1/cursos?modalidade=${encodeURIComponent(sql)}`, undefined],
    [`SQL no CPF (${sql})`, 'PATCH', `${BASE}/PessoaFisica/${idMaria}`, { cpf: sql }],
    [
      `SQL na UF (${sql})`,
      'PUT',
      `${BASE}/endereco/update`,
      {
        idUsuario: idMaria,
        cep: '01001000',
        logradouro: 'Rua A',
        numero: '1',
        bairro: 'B',
        municipio: 'São Paulo',
        uf: sql,
      },
    ],
    [
      `SQL no id do usuário (${sql})`,
      'GET',
      `/v1/inscricao/usuario/meuscursosstatus/${encodeURIComponent(sql)}/todos/todos/`,
      undefined,
    ],
  ]),
];
