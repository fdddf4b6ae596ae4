import { Mensagem, Papel } from '@portal/contracts';
import { exigirDonoOuAdministrador } from './autor.js';

describe('a regra do dono', () => {
  it('o próprio usuário passa', () => {
    expect(() => exigirDonoOuAdministrador({ sid: 7, role: Papel.Candidato }, 7)).not.toThrow();
  });

  it('o Administrador passa com o id de qualquer um', () => {
    expect(() => exigirDonoOuAdministrador({ sid: 1, role: Papel.Administrador }, 7)).not.toThrow();
  });

  it.each([Papel.Candidato, 'Executora', ''])('outro usuário com o papel "%s" recebe 403', (role) => {
    expect(() => exigirDonoOuAdministrador({ sid: 8, role }, 7)).toThrow(
      expect.objectContaining({ statusCode: 403, message: Mensagem.acessoNegado }),
    );
  });
});
