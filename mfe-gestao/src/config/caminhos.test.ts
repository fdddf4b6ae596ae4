import { PapelDaEquipe } from '@portal/contracts';
import { ACESSO, PREFIXOS } from './caminhos';

describe('o que o build declara ao registro', () => {
  it('o prefixo /gestao só abre para os papéis da gestão, nunca para o candidato', () => {
    expect(PREFIXOS).toEqual(['gestao']);
    expect(ACESSO.gestao.papeis).toEqual(expect.arrayContaining(Object.values(PapelDaEquipe)));
    expect(ACESSO.gestao.papeis).not.toContain('Candidato');
  });
});
