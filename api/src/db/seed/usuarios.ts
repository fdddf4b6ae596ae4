import { gerarHashSenha } from '../../lib/senha.js';
import type { Executor } from '../types.js';
import type { TurmasDeDemonstracao } from './catalogo.js';
import { CONTAS_DA_EQUIPE, semearEscopos, type Conta } from './equipe.js';
import { semearConvocacaoDaBruna, semearHistoricoDaMaria } from './inscricoes-de-demonstracao.js';

export { CONVOCACAO_BRUNA } from './inscricoes-de-demonstracao.js';

export const SENHA_DEMO = 'Senha@123';

const anoAtual = new Date().getFullYear();

/** Demo accounts of the issue, all with password Senha@123, usable by CPF or e-mail; then the staff (equipe.ts). */
export const CONTAS_DEMO: Conta[] = [
  {
    nome: 'Maria Silva',
    cpf: '52998224725',
    email: 'maria.silva@exemplo.com.br',
    nascimento: '1990-03-15',
    confirmado: true,
    termo: true,
    registros: true,
  },
  {
    nome: 'João Souza',
    cpf: '12345678909',
    email: 'joao.souza@exemplo.com.br',
    nascimento: '1995-07-20',
    confirmado: true,
    termo: true,
    registros: false,
  },
  {
    nome: 'Ana Lima',
    cpf: '98765432100',
    email: 'ana.lima@exemplo.com.br',
    nascimento: '1988-11-02',
    confirmado: false,
    termo: true,
    registros: true,
  },
  {
    nome: 'Pedro Santos',
    cpf: '11144477735',
    email: 'pedro.santos@exemplo.com.br',
    nascimento: `${anoAtual - 15}-03-15`,
    confirmado: true,
    termo: true,
    registros: true,
  },
  {
    nome: 'Carla Dias',
    cpf: '39053344705',
    email: 'carla.dias@exemplo.com.br',
    nascimento: '1992-05-30',
    confirmado: true,
    termo: false,
    registros: true,
  },
  {
    nome: 'Lucas Rocha',
    cpf: '16899535009',
    email: 'lucas.rocha@exemplo.com.br',
    nascimento: '1998-09-09',
    confirmado: true,
    termo: true,
    registros: true,
    escolaridadeLegada: true,
  },
  {
    nome: 'Bruna Costa',
    cpf: '29384756164',
    email: 'bruna.costa@exemplo.com.br',
    nascimento: `${anoAtual - 19}-04-10`,
    confirmado: true,
    termo: true,
    registros: true,
  },
  {
    nome: 'Administração',
    cpf: '24681357928',
    email: 'admin@exemplo.com.br',
    nascimento: '1980-01-01',
    role: 'Administrador',
    confirmado: true,
    termo: true,
    registros: false,
  },
  ...CONTAS_DA_EQUIPE,
];

/** The three fast-track records of a demo citizen, as a real registered citizen has them. */
export async function semearRegistros(
  tx: Executor,
  id: number,
  c: Pick<Conta, 'nome' | 'cpf' | 'email' | 'nascimento' | 'escolaridadeLegada'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO dados_cadastrais (id_usuario, nome, cpf, data_nascimento, sexo, raca_cor, possui_deficiencia, telefone, email)
     VALUES ($1, $2, $3, $4, $5, 'NAO_DECLARADA', false, '11987654321', $6)`,
    [id, c.nome, c.cpf, c.nascimento, c.nome.endsWith('a') ? 'F' : 'M', c.email],
  );
  await tx.query(
    `INSERT INTO endereco (id_usuario, cep, logradouro, numero, bairro, municipio, id_municipio, uf)
     VALUES ($1, '01310100', 'Avenida Paulista', '1000', 'Bela Vista', 'São Paulo', 3550308, 'SP')`,
    [id],
  );
  await tx.query(
    `INSERT INTO dados_socioeconomicos (id_usuario, id_grau_instrucao, id_status_graduacao, renda_familiar, pessoas_residencia, situacao_trabalho, recebe_beneficio_social)
     VALUES ($1, 5, $2, 'DE_1_A_2', 3, 'DESEMPREGADO', false)`,
    [id, c.escolaridadeLegada ? null : 2],
  );
}

/** `senha`: Senha@123 in development; staging's test accounts get one generated at start (contas-de-teste.ts). */
export async function semearUsuarios(
  tx: Executor,
  turmas: TurmasDeDemonstracao,
  senha = SENHA_DEMO,
): Promise<void> {
  const hash = await gerarHashSenha(senha);
  for (const c of CONTAS_DEMO) {
    const [linha] = await tx.query<{ id: number }>(
      // The demo citizens are the local gov.br's: as if each had already signed in with it (issue 27 §1), so a gov.br
      // sign-in keeps their password for the journeys that use both.
      `INSERT INTO usuario (nome, cpf, email, data_nascimento, senha_hash, role, aceitou_termo, email_confirmado, uf, govbr_verificado_em)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'SP', now()) RETURNING id`,
      [c.nome, c.cpf, c.email, c.nascimento, hash, c.role ?? 'Candidato', c.termo, c.confirmado],
    );
    if (c.registros) await semearRegistros(tx, linha!.id, c);
    if (c.cpf === '52998224725') await semearHistoricoDaMaria(tx, linha!.id, turmas);
    if (c.cpf === '29384756164') await semearConvocacaoDaBruna(tx, linha!.id, turmas);
  }
  await semearEscopos(tx, turmas);
}
