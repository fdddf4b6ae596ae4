import { TOTAL_DE_CONTAS_DEMO } from '../src/db/seed/index.js';
import { usarContextoDemo } from '../src/testes/contexto.js';
import { requisitar } from '../src/testes/cliente.js';

/** Hostile or broken input: never a 500, always the alert shape, and not one row changed. */
const t = usarContextoDemo();

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

async function retrato(): Promise<string[]> {
  const partes: string[] = [];
  for (const tabela of TABELAS) {
    const [linha] = await t.ctx.db.query<{ h: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${tabela} t`,
    );
    partes.push(`${tabela}:${linha!.h}`);
  }
  return partes;
}

const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE usuario; --',
  '1 UNION SELECT senha_hash FROM usuario',
  '$1::text',
];
const SCRIPT = '<script>alert(1)</script>';
const BASE = '/v1/candidato/viaRapida';

type Caso = [
  nome: string,
  metodo: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  corpo: unknown,
  headers?: Record<string, string>,
];
const casos = (): Caso[] => [
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
    `${BASE}/PessoaFisica/${t.s.maria.id}`,
    { telefone: '11912345678', role: 'Administrador' },
  ],
  [
    'poluição de protótipo',
    'PATCH',
    `${BASE}/PessoaFisica/${t.s.maria.id}`,
    '{"__proto__": {"role": "Administrador"}, "constructor": {"prototype": {}}}',
  ],
  [
    'corpo enorme',
    'PUT',
    `${BASE}/endereco/update`,
    { idUsuario: t.s.maria.id, logradouro: 'x'.repeat(200_000) },
  ],
  [
    'texto longo demais num campo',
    'PATCH',
    `${BASE}/PessoaFisica/${t.s.maria.id}`,
    { nome: 'a'.repeat(151) },
  ],
  [
    'tipo de conteúdo não aceito',
    'POST',
    '/v1/usuario/authentication',
    'login=maria',
    { 'content-type': 'text/plain' },
  ],
  ['script no e-mail', 'PUT', `/v1/usuario/${t.s.maria.id}/Email`, { email: `${SCRIPT}@exemplo.com.br` }],
  [
    'script no CEP',
    'PUT',
    `${BASE}/endereco/update`,
    {
      idUsuario: t.s.maria.id,
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
    [`SQL no CPF (${sql})`, 'PATCH', `${BASE}/PessoaFisica/${t.s.maria.id}`, { cpf: sql }],
    [
      `SQL na UF (${sql})`,
      'PUT',
      `${BASE}/endereco/update`,
      {
        idUsuario: t.s.maria.id,
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

describe('entrada inválida', () => {
  it('nenhuma resposta 500, sempre {message, errors[]} e nenhuma linha alterada', async () => {
    const antes = await retrato();
    for (const [nome, metodo, url, corpo, headers] of casos()) {
      const r = await requisitar(t.ctx.app, metodo, url, { token: t.s.maria.token, body: corpo, headers });
      const alerta = r.json();
      expect({ nome, status: r.statusCode < 500 && r.statusCode >= 400 }).toEqual({ nome, status: true });
      expect({ nome, message: typeof alerta.message, errors: Array.isArray(alerta.errors) }).toEqual({
        nome,
        message: 'string',
        errors: true,
      });
    }
    expect(await retrato()).toEqual(antes);
  });

  it('corpo enorme é 413, JSON malformado e campo desconhecido são 400 em português', async () => {
    const [, , , , , , desconhecido, , enorme] = casos();
    const r413 = await requisitar(t.ctx.app, enorme![1], enorme![2], {
      token: t.s.maria.token,
      body: enorme![3],
    });
    expect(r413.statusCode).toBe(413);
    const malformado = await requisitar(t.ctx.app, 'POST', '/v1/usuario/authentication', {
      body: '{"login": ',
    });
    expect(malformado.json()).toEqual({
      message: 'Os dados enviados são inválidos.',
      errors: ['O corpo da requisição não é um JSON válido.'],
    });
    const r400 = await requisitar(t.ctx.app, desconhecido![1], desconhecido![2], {
      token: t.s.maria.token,
      body: desconhecido![3],
    });
    expect(r400.statusCode).toBe(400);
    expect(r400.json().errors.join(' ')).toMatch(/role/);
  });

  it('texto livre com SQL ou script é guardado como dado, literalmente, e devolvido em JSON', async () => {
    const nomeSocial = `${SCRIPT} ${SQL[1]}`;
    const r = await requisitar(t.ctx.app, 'PATCH', `${BASE}/PessoaFisica/${t.s.maria.id}`, {
      token: t.s.maria.token,
      body: { nomeSocial },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.json().nomeSocial).toBe(nomeSocial);
    const [usuarios] = await t.ctx.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM usuario');
    expect(usuarios!.n).toBe(TOTAL_DE_CONTAS_DEMO);
  });
});
