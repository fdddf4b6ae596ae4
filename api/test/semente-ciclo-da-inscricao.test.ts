import { StatusInscricao, STATUS_INSCRICAO_OCUPAM_VAGA } from '@portal/contracts';
import { requisitar } from '../src/testes/cliente.js';
import { usarContextoDemo } from '../src/testes/contexto.js';

/**
 * Issue 15's demo data: a class with enrolments in every status (decision 1520), so a newcomer can walk the whole
 * cycle after `pnpm start`. Each enrolment's audited path ends in its status, and the seats add up.
 */
const t = usarContextoDemo();

interface Linha {
  id: number;
  status: number;
  convocacao: number | null;
  prazoPassou: boolean | null;
  ultimoAuditado: number;
}

let turma: number;
let linhas: Linha[];

beforeAll(async () => {
  const [marcos] = await t.ctx.db.query<{ turma: number }>(
    `SELECT i.id_turma_principal AS turma FROM inscricao i JOIN usuario u ON u.id = i.id_usuario
      WHERE u.email = 'marcos.lima@exemplo.com.br'`,
  );
  turma = marcos!.turma;
  linhas = await t.ctx.db.query<Linha>(
    `SELECT i.id, i.id_status_inscricao AS status, i.id_convocacao AS convocacao, c.prazo < now() AS "prazoPassou",
            (SELECT a.status_novo FROM inscricao_auditoria a WHERE a.id_inscricao = i.id ORDER BY a.em DESC, a.id DESC LIMIT 1)
              AS "ultimoAuditado"
       FROM inscricao i LEFT JOIN convocacao c ON c.id = i.id_convocacao
      WHERE i.id_turma_principal = $1 ORDER BY i.id`,
    [turma],
  );
});

describe('turma de demonstração do ciclo da inscrição', () => {
  it('tem uma inscrição em cada status', () => {
    const status = new Set(linhas.map((l) => l.status));
    expect([...Object.values(StatusInscricao)].filter((s) => !status.has(s))).toEqual([]);
  });

  // Issue 28 §2: the class's citizens are enrolled, so they have the three records a real enrolled citizen has.
  it('cada inscrito da turma tem dados cadastrais, endereço e questionário socioeconômico', async () => {
    const semRegistro = await t.ctx.db.query<{ id: number }>(
      `SELECT i.id FROM inscricao i
        WHERE i.id_turma_principal = $1
          AND (NOT EXISTS (SELECT 1 FROM dados_cadastrais d WHERE d.id_usuario = i.id_usuario)
            OR NOT EXISTS (SELECT 1 FROM endereco e WHERE e.id_usuario = i.id_usuario)
            OR NOT EXISTS (SELECT 1 FROM dados_socioeconomicos s WHERE s.id_usuario = i.id_usuario))`,
      [turma],
    );
    expect(semRegistro).toEqual([]);
  });

  it('a linha do tempo de cada inscrição termina no seu status', () => {
    expect(linhas.filter((l) => l.ultimoAuditado !== l.status)).toEqual([]);
  });

  it('quem passou pela convocação tem a sua: prazo à frente para a Convocada, vencido para a Expirada', () => {
    const passaram = [
      StatusInscricao.Convocada,
      StatusInscricao.Matriculada,
      StatusInscricao.Concluida,
      StatusInscricao.ConvocacaoExpirada,
    ] as number[];
    const prazos = linhas
      .filter((l) => passaram.includes(l.status))
      .map((l) => ({ status: l.status, temConvocacao: l.convocacao !== null, prazoPassou: l.prazoPassou }));
    expect(prazos.every((p) => p.temConvocacao)).toBe(true);
    expect(prazos.find((p) => p.status === StatusInscricao.Convocada)?.prazoPassou).toBe(false);
    expect(prazos.find((p) => p.status === StatusInscricao.ConvocacaoExpirada)?.prazoPassou).toBe(true);
  });

  it('as vagas ocupadas são as inscrições que ocupam vaga, e a turma está cheia (há espera)', async () => {
    const ocupam = linhas.filter((l) =>
      (STATUS_INSCRICAO_OCUPAM_VAGA as readonly number[]).includes(l.status),
    );
    const r = await requisitar(t.ctx.app, 'GET', `/v1/gestao/turmas/${turma}`, { token: t.s.admin.token });
    expect(r.statusCode).toBe(200);
    const { vagas, inscritos, convocados, matriculados, emEspera } = r.json();
    expect(inscritos + convocados + matriculados).toBe(ocupam.length);
    expect(vagas).toBe(ocupam.length);
    expect(emEspera).toBe(2);
  });

  // `pnpm bench:surge` found the seed disagreeing with itself: the closed class counted Maria's finished course (5) as
  // a taken seat, the cycle class did not count Cláudia's. The API's rule is one: 1, 3 and 4 hold a seat.
  it('em toda turma semeada, vagas_ocupadas é o número de inscrições que ocupam vaga (1, 3 e 4)', async () => {
    const divergentes = await t.ctx.db.query<{ id: number; ocupadas: number; contadas: number }>(
      `SELECT t.id, t.vagas_ocupadas AS ocupadas,
              (SELECT count(*)::integer FROM inscricao i
                WHERE i.id_turma_principal = t.id AND i.id_status_inscricao = ANY($1::integer[])) AS contadas
         FROM turma t ORDER BY t.id`,
      [STATUS_INSCRICAO_OCUPAM_VAGA],
    );
    expect(divergentes.filter((d) => d.ocupadas !== d.contadas)).toEqual([]);
  });
});
