import { PAPEIS_DA_GESTAO } from '@portal/contracts';
import { ACESSO, PREFIXOS } from './caminhos';

describe('o que o build declara ao registro', () => {
  it('o prefixo /gestao só abre para os papéis da gestão (os mesmos de @portal/contracts)', () => {
    expect(PREFIXOS).toEqual(['gestao']);
    expect([...ACESSO.gestao.papeis].sort()).toEqual([...PAPEIS_DA_GESTAO].sort());
  });
});
