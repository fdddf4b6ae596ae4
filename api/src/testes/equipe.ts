import type { FastifyInstance } from 'fastify';
import { sessaoDireta, sessoesDemo, type Sessao } from './cliente.js';

/** The staff demo accounts (db/seed/equipe.ts) by key. */
export const EQUIPE = {
  admin: 'admin@exemplo.com.br',
  secretaria: 'secretaria@exemplo.com.br',
  executora: 'executora@exemplo.com.br',
  executoraOutra: 'executora.outra@exemplo.com.br',
  professor: 'professor@exemplo.com.br',
  inscricao: 'inscricao@exemplo.com.br',
} as const;
export type Perfil = keyof typeof EQUIPE;

export async function sessoesDaEquipe(app: FastifyInstance): Promise<Record<Perfil, Sessao>> {
  const entradas = await Promise.all(
    Object.entries(EQUIPE).map(async ([chave, email]) => {
      const usuario = await app.repos.usuarios.porLogin({ tipo: 'email', valor: email });
      if (!usuario) throw new Error(`conta da equipe ${email} não semeada`);
      return [chave, await sessaoDireta(app, usuario.id)] as const;
    }),
  );
  return Object.fromEntries(entradas) as Record<Perfil, Sessao>;
}

/** A session whose token carries `role` (a profile no seeded account has, e.g. Solicitante), for user `idUsuario`. */
export async function sessaoComPapel(app: FastifyInstance, idUsuario: number, role: string): Promise<string> {
  const usuario = await app.repos.usuarios.porId(idUsuario);
  const { token } = await app.sessoes.abrir({ ...usuario!, role }, 'credenciais');
  return token;
}

/** The classes the demo scopes point at: the professor's class (unit A, programme 1), and classes outside. */
export async function turmasDosEscopos(app: FastifyInstance) {
  const [linha] = await app.db.query<{
    turma: number;
    mesmaUnidade: number;
    outraUnidade: number;
    outroPrograma: number;
  }>(
    `SELECT e.id_turma AS turma,
       (SELECT min(t.id) FROM turma t JOIN ordem_servico o ON o.id = t.id_ordem_servico
         WHERE o.id_unidade = os.id_unidade AND t.id <> e.id_turma) AS "mesmaUnidade",
       (SELECT min(t.id) FROM turma t JOIN ordem_servico o ON o.id = t.id_ordem_servico JOIN curso c ON c.id = o.id_curso
         WHERE o.id_unidade = (SELECT x.id_unidade FROM escopo_gestao x JOIN usuario u ON u.id = x.id_usuario
                                WHERE u.email = 'executora.outra@exemplo.com.br')
           AND c.id_modalidade <> 1) AS "outraUnidade",
       (SELECT min(t.id) FROM turma t JOIN ordem_servico o ON o.id = t.id_ordem_servico JOIN curso c ON c.id = o.id_curso
         WHERE o.id_unidade = os.id_unidade AND c.id_modalidade <> 1) AS "outroPrograma"
     FROM escopo_gestao e JOIN usuario u ON u.id = e.id_usuario
     JOIN turma t ON t.id = e.id_turma JOIN ordem_servico os ON os.id = t.id_ordem_servico
    WHERE u.email = 'professor@exemplo.com.br'`,
  );
  return linha!;
}

/**
 * Decision 1500's access matrix, as the authorisation suites use it: a token for each staff profile, for a candidate
 * (Maria) and for a profile outside the operations area (Solicitante), and the classes of each scope.
 */
export async function matrizDeAcesso(app: FastifyInstance) {
  const equipe = await sessoesDaEquipe(app);
  const demo = await sessoesDemo(app);
  const tokens: Record<Perfil | 'candidato' | 'solicitante', string> = {
    ...(Object.fromEntries(Object.entries(equipe).map(([k, v]) => [k, v.token])) as Record<Perfil, string>),
    candidato: demo.maria.token,
    solicitante: await sessaoComPapel(app, demo.joao.id, 'Solicitante'),
  };
  return { tokens, alvo: await turmasDosEscopos(app) };
}
