import { HOJE_EM_BRASILIA } from '../db/sql/instante.js';
import type { FastifyInstance } from 'fastify';
import { requisitar } from './cliente.js';
import type { Db } from '../db/types.js';

/** Open classes of a programme (the reserved test classes left out), in id order. */
export async function turmasAbertas(db: Db, modalidade: number, quantas = 2): Promise<number[]> {
  const linhas = await db.query<{ id: number }>(
    `SELECT t.id FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
      WHERE c.id_modalidade = $1 AND t.aberta AND t.inscricoes_ate >= ${HOJE_EM_BRASILIA} AND t.id < 9000 ORDER BY t.id LIMIT $2`,
    [modalidade, quantas],
  );
  return linhas.map((l) => l.id);
}

export async function vagasOcupadas(db: Db, idTurma: number): Promise<number> {
  const [linha] = await db.query<{ vagas_ocupadas: number }>(
    'SELECT vagas_ocupadas FROM turma WHERE id = $1',
    [idTurma],
  );
  return linha!.vagas_ocupadas;
}

/** Candidates with everything an enrolment needs (confirmed e-mail, records, age 30), created straight in SQL. */
export async function criarCandidatosAptos(db: Db, quantos: number, prefixo: string): Promise<number[]> {
  const linhas = await db.query<{ id: number }>(
    `INSERT INTO usuario (nome, cpf, email, data_nascimento, role, aceitou_termo, email_confirmado)
     SELECT 'Candidato ' || n, lpad((90000000000 + n + $2)::text, 11, '0'), $3 || n || '@exemplo.com.br',
            make_date(extract(year FROM ${HOJE_EM_BRASILIA})::integer - 30, 1, 1), 'Candidato', true, true
       FROM generate_series(1, $1) AS n RETURNING id`,
    [quantos, prefixo.length * 1000, prefixo],
  );
  const ids = linhas.map((l) => l.id);
  await db.query(
    `INSERT INTO dados_cadastrais (id_usuario, nome, cpf, data_nascimento, sexo, raca_cor, possui_deficiencia, telefone, email)
     SELECT u.id, u.nome, u.cpf, u.data_nascimento, 'F', 'PARDA', false, '11999990000', u.email FROM usuario u WHERE u.id = ANY($1::integer[])`,
    [ids],
  );
  await db.query(
    `INSERT INTO endereco (id_usuario, cep, logradouro, numero, bairro, municipio, uf)
     SELECT id, '01001000', 'Praça da Sé', '1', 'Sé', 'São Paulo', 'SP' FROM usuario WHERE id = ANY($1::integer[])`,
    [ids],
  );
  await db.query(
    `INSERT INTO dados_socioeconomicos (id_usuario, id_grau_instrucao, id_status_graduacao, renda_familiar, pessoas_residencia, situacao_trabalho, recebe_beneficio_social)
     SELECT id, 2, NULL, 'ATE_1', 2, 'DESEMPREGADO', false FROM usuario WHERE id = ANY($1::integer[])`,
    [ids],
  );
  return ids;
}

/** The create call of each programme (decision 0130); the rest go through InscriverProgramaNovo. */
function chamadaDeCriacao(modalidade: number | undefined, idUsuario: number): string {
  if (modalidade === 9 || modalidade === 14) return '/v1/inscricao/viaRapida/virtual/create';
  if (modalidade === 22) return '/v1/inscricao/novoemprego/createUpdateNovoEmprego';
  if (modalidade === 30) return `/v1/inscricao/EmpreendaSP/${idUsuario}`;
  if (modalidade === 31) return `/v1/inscricao/EmpreendaJovem/${idUsuario}`;
  return `/v1/inscricao/InscriverProgramaNovo/${idUsuario}`;
}

/** Creates an enrolment through the call of the class's programme, as the candidate (or someone acting for them). */
export async function criarInscricao(
  app: FastifyInstance,
  quem: { id: number; token: string },
  idTurmaPrincipal: number,
  idUsuario = quem.id,
) {
  const [turma] = await app.db.query<{ id_modalidade: number }>(
    'SELECT c.id_modalidade FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso WHERE t.id = $1',
    [idTurmaPrincipal],
  );
  return requisitar(app, 'POST', chamadaDeCriacao(turma?.id_modalidade, idUsuario), {
    token: quem.token,
    body: { idTurmaPrincipal, idUsuario, idStatusInscricao: 1 },
  });
}
