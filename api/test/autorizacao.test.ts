import { criarContexto, type Contexto } from '../src/testes/contexto.js';
import { requisitar, sessoesDemo, type Sessao } from '../src/testes/cliente.js';
import { turmasAbertas } from '../src/testes/turmas.js';

/**
 * Every user-scoped call, with the owner, another candidate, an administrator and no token. The owner and the
 * administrator may get any business answer except 401/403; the other candidate gets 403; no token gets 401.
 */
let ctx: Contexto;
let s: Awaited<ReturnType<typeof sessoesDemo>>;
let turma: number;
let inscricaoDaMaria: number;
beforeAll(async () => {
  ctx = await criarContexto();
  s = await sessoesDemo(ctx.app);
  [turma] = (await turmasAbertas(ctx.db, 8)) as [number];
  const [linha] = await ctx.db.query<{ id: number }>(
    'SELECT id FROM inscricao WHERE id_usuario = $1 AND id_status_inscricao = 2',
    [s.maria.id],
  );
  inscricaoDaMaria = linha!.id;
});
afterAll(() => ctx.fechar());

type Chamada = [
  metodo: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: (id: number) => string,
  corpo?: (id: number) => unknown,
];
const BASE = '/v1/candidato/viaRapida';
const socio = (idUsuario: number) => ({
  idUsuario,
  idGrauInstrucao: 2,
  rendaFamiliar: 'ATE_1',
  pessoasResidencia: 2,
  situacaoTrabalho: 'OUTRO',
  recebeBeneficioSocial: false,
});
const endereco = (idUsuario: number) => ({
  idUsuario,
  cep: '01001000',
  logradouro: 'Praça da Sé',
  numero: '1',
  bairro: 'Sé',
  municipio: 'São Paulo',
  uf: 'SP',
});

const CHAMADAS: Chamada[] = [
  ['GET', (id) => `/v1/usuario/${id}`],
  [
    'POST',
    (id) => `/v1/usuario/ViaRapida/Update/${id}`,
    () => ({ nome: 'Maria Silva', email: 'maria.silva@exemplo.com.br', dataNascimento: '15/03/1990' }),
  ],
  ['GET', (id) => `/v1/usuario/${id}/dadosAtualizacaoCadastro`],
  ['PUT', (id) => `/v1/usuario/${id}/Email`, () => ({ email: 'maria.silva@exemplo.com.br' })],
  ['GET', (id) => `/v1/usuario/${id}/email/confirmed`],
  ['POST', (id) => `/v1/usuario/${id}/confirmation/email?origem=1`],
  ['GET', (id) => `${BASE}/dadosCadastrais/${id}`],
  ['GET', (id) => `${BASE}/endereco/${id}`],
  ['GET', (id) => `${BASE}/dadossocioeconomicos/${id}`],
  ['PATCH', (id) => `${BASE}/PessoaFisica/${id}`, () => ({ telefone: '11912345678' })],
  ['PUT', () => `${BASE}/endereco/update`, endereco],
  ['POST', () => `${BASE}/dadossocioeconomicos/updatepost`, socio],
  ['POST', () => `${BASE}/endereco/create`, endereco],
  ['GET', (id) => `/v1/inscricao/modalidade/22/usuario/${id}`],
  ['GET', (id) => `/v1/inscricao/usuario/getInscricaoCancelada/${id}/`],
  ['GET', (id) => `/v1/inscricao/usuario/meuscursosstatus/${id}/todos/todos/`],
  ['GET', (id) => `/v1/inscricao/PrimeiroEmpregoList/usuario/${id}`],
  ['GET', () => `/v1/inscricao/${inscricaoDaMaria}`],
  ['PUT', () => `/v1/inscricao/viaRapida/updateAvisoCancelamento/${inscricaoDaMaria}`],
  // Issue 15: the timeline and the confirmation of one's own enrolment (the owner gets 409: it is cancelled).
  ['GET', () => `/v1/inscricao/${inscricaoDaMaria}/linha-do-tempo`],
  ['POST', () => `/v1/inscricao/ViaRapida/ConfirmarMatricula?idInscricao=${inscricaoDaMaria}&idConvocado=1`],
  [
    'POST',
    () => '/v1/inscricao/viaRapida/virtual/create',
    (id) => ({ idTurmaPrincipal: turma, idUsuario: id, idStatusInscricao: 1 }),
  ],
  [
    'PUT',
    () => '/v1/inscricao/viaRapida/virtual/update',
    (id) => ({ id: inscricaoDaMaria, idTurmaPrincipal: turma, idUsuario: id }),
  ],
  ['POST', (id) => `/v1/inscricao/EmpreendaSP/${id}`, (id) => ({ idTurmaPrincipal: turma, idUsuario: id })],
  ['GET', (id) => `/v1/pagamento/usuario/${id}`],
  ['GET', (id) => `/v1/matricula/PossuiQuestionarioPeriodoInscricao?idUsuario=${id}&idPeriodoInscricao=1`],
  [
    'POST',
    () => '/v1/questionarios/respostas',
    (id) => ({ idQuestionario: 3, idUsuario: id, respostas: [] }),
  ],
];

const chamar = (c: Chamada, dono: number, quem: Sessao | null) =>
  requisitar(ctx.app, c[0], c[1](dono), { token: quem?.token ?? null, body: c[2]?.(dono) });

describe('matriz de autorização (dona: Maria)', () => {
  it.each(CHAMADAS.map((c) => [`${c[0]} ${c[1](0)}`, c] as const))('%s', async (_nome, chamada) => {
    const semToken = await chamar(chamada, s.maria.id, null);
    expect(semToken.statusCode).toBe(401);
    const outro = await chamar(chamada, s.maria.id, s.joao);
    expect([outro.statusCode, outro.json().message]).toEqual([
      403,
      'Você não tem permissão para acessar este recurso.',
    ]);
    const dona = await chamar(chamada, s.maria.id, s.maria);
    expect([401, 403]).not.toContain(dona.statusCode);
    const admin = await chamar(chamada, s.maria.id, s.admin);
    expect([401, 403]).not.toContain(admin.statusCode);
  });
});
