import { NomesDeConsultas } from './consultas-preparadas.js';

describe('NomesDeConsultas', () => {
  it('dá o mesmo nome ao mesmo texto e nomes diferentes a textos diferentes', () => {
    const nomes = new NomesDeConsultas();
    const a = nomes.nomeDe('SELECT 1 WHERE $1', 1);
    expect(a).toMatch(/^q_[\w-]{20}$/);
    expect(nomes.nomeDe('SELECT 1 WHERE $1', 1)).toBe(a);
    expect(nomes.nomeDe('SELECT 2 WHERE $1', 1)).not.toBe(a);
  });

  it('não prepara texto sem parâmetros (pode ter vários comandos)', () => {
    expect(new NomesDeConsultas().nomeDe('BEGIN; SELECT 1; COMMIT', 0)).toBeUndefined();
  });

  it('para de criar nomes no limite, sem esquecer os que já deu', () => {
    const nomes = new NomesDeConsultas(1);
    const a = nomes.nomeDe('SELECT $1', 1);
    expect(nomes.nomeDe('SELECT $1, 2', 1)).toBeUndefined();
    expect(nomes.nomeDe('SELECT $1', 1)).toBe(a);
  });
});
