import type { Usuario } from '@portal/contracts';
import { dataIsoParaBr } from '../lib/login.js';
import type { UsuarioLinha } from './usuarios.repositorio.js';

/** What of an account the API shows its owner: never the password hash nor the raw gov.br claims. */
export function paraUsuario(linha: UsuarioLinha): Usuario {
  return {
    id: linha.id,
    nome: linha.nome,
    cpf: linha.cpf,
    email: linha.email,
    dataNascimento: dataIsoParaBr(linha.data_nascimento),
    role: linha.role,
    aceitouTermo: linha.aceitou_termo,
    emailConfirmado: linha.email_confirmado,
    uf: linha.uf,
    emailPendente: linha.email_pendente ?? null,
    revisarCadastro: linha.revisar_cadastro,
  };
}
