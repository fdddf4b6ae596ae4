import { Papel, Rota, cpfSchema, emailSchema } from '@portal/contracts';
import { z } from 'zod';
import type { Db } from '../db/types.js';
import { RepositorioDaEquipe } from './equipe.repositorio.js';
import { RepositorioDeMensagens } from '../mensagens/index.js';
import { RepositorioDeUsuarios } from '../conta/index.js';

/** How long the printed link works: a day, for an operator who runs the command and hands the link over. */
export const VALIDADE_DO_LINK_SEGUNDOS = 24 * 60 * 60;

export const dadosDoAdministradorSchema = z.object({
  cpf: cpfSchema,
  email: emailSchema,
  nome: z.string().trim().min(3, 'Informe o nome completo.').max(150, 'Nome com mais de 150 caracteres.'),
});
export type DadosDoAdministrador = z.input<typeof dadosDoAdministradorSchema>;

/** A refusal the operator reads as it is (exit status 1, no stack trace). */
export class RecusaDoComando extends Error {
  override name = 'RecusaDoComando';
}

/** The command's arguments as the schema reads them, or a refusal naming each wrong option. */
export function lerDadosDoAdministrador(entrada: DadosDoAdministrador) {
  const lido = dadosDoAdministradorSchema.safeParse(entrada);
  if (!lido.success)
    throw new RecusaDoComando(lido.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('\n'));
  return lido.data;
}

/**
 * The production bootstrap (issue 29 §1, decision 0210): an Administrador account with no password (senha_hash null:
 * nobody can sign in with one), and a one-time link to create it, the password-reset token of every account
 * (token_uso_unico, REDEFINICAO_SENHA), whose origin is PORTAL_URL. Refused when an Administrador already exists,
 * unless `forcar`; refused when the CPF or the e-mail already has an account. Creation, token and audit row are one
 * transaction; on PostgreSQL a transaction-wide advisory lock makes two runs at once create one account.
 */
export async function criarAdministrador(
  db: Db,
  entrada: DadosDoAdministrador,
  opcoes: { forcar: boolean; portalUrl: string; validadeSegundos?: number },
): Promise<{ id: number; link: string; expiraEm: Date }> {
  const dados = lerDadosDoAdministrador(entrada);
  const validade = opcoes.validadeSegundos ?? VALIDADE_DO_LINK_SEGUNDOS;
  return db.transaction(async (tx) => {
    const equipe = new RepositorioDaEquipe(tx);
    if (db.driver === 'pg') await equipe.travarCriacaoDeAdministrador();
    const usuarios = new RepositorioDeUsuarios(tx);
    if (!opcoes.forcar && (await equipe.existeAdministrador()))
      throw new RecusaDoComando(
        'Já existe um Administrador. Ele concede perfis na área de operações (/gestao/equipe); para criar outro mesmo assim, repita com --forcar.',
      );
    if (await usuarios.porLogin({ tipo: 'cpf', valor: dados.cpf }))
      throw new RecusaDoComando(
        'Já existe uma conta com este CPF. Um Administrador pode conceder-lhe o perfil na área de operações.',
      );
    if (await usuarios.emailEmUso(dados.email))
      throw new RecusaDoComando('Já existe uma conta com este e-mail.');
    const conta = await usuarios.criar({
      nome: dados.nome,
      cpf: dados.cpf,
      email: dados.email,
      dataNascimento: null,
      senhaHash: null,
      role: Papel.Administrador,
      aceitouTermo: false,
      emailConfirmado: false,
    });
    await equipe.auditar({
      idUsuario: conta.id,
      idAutor: null,
      acao: 'criar-administrador',
      antes: { papel: 'nenhum', escopos: [] },
      depois: { papel: Papel.Administrador, escopos: [] },
    });
    const token = await new RepositorioDeMensagens(tx).novoToken(conta.id, 'REDEFINICAO_SENHA', validade);
    const link = `${opcoes.portalUrl}${Rota.redefinicaoSenha}?id=${conta.id}&token=${token}`;
    return { id: conta.id, link, expiraEm: new Date(Date.now() + validade * 1000) };
  });
}
