import type { Usuario } from '@portal/contracts';

/** The account `GET /v1/usuario/7` answers with in the page tests (same id as the fake token). */
export function usuarioExemplo(mudancas: Partial<Usuario> = {}): Usuario {
  return {
    id: 7,
    nome: 'Maria Silva',
    cpf: '52998224725',
    email: 'maria.silva@exemplo.com.br',
    dataNascimento: '10/10/1990',
    role: 'Candidato',
    aceitouTermo: true,
    emailConfirmado: true,
    uf: 'SP',
    ...mudancas,
  };
}
