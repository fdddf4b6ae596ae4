import { paraDataBr } from './data-br';

describe('paraDataBr', () => {
  it('converte uma data ISO para dd/mm/aaaa', () => {
    expect(paraDataBr('1990-10-05')).toBe('05/10/1990');
    expect(paraDataBr('1990-10-05T00:00:00.000Z')).toBe('05/10/1990');
  });

  it('mantém uma data que já está no formato brasileiro', () => {
    expect(paraDataBr('05/10/1990')).toBe('05/10/1990');
  });

  it('devolve texto vazio sem data', () => {
    expect(paraDataBr(null)).toBe('');
  });
});
