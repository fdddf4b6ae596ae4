import { apagarDoAparelho, gravarCopia, lerCopia } from './copia-no-aparelho';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('a cópia no aparelho', () => {
  it('guarda por usuário e tela, com a hora em que a resposta chegou', () => {
    gravarCopia(7, 'historico', [{ id: 1 }], 1_000);
    expect(localStorage.getItem('copiaNoAparelho:7:historico')).toBe('{"em":1000,"dados":[{"id":1}]}');
    expect(lerCopia(7, 'historico')).toEqual({ em: 1_000, dados: [{ id: 1 }] });
  });

  it('sem hora dada, usa a de agora', () => {
    jest.spyOn(Date, 'now').mockReturnValue(42);
    gravarCopia(7, 'historico', null);
    expect(lerCopia(7, 'historico')?.em).toBe(42);
  });

  it('a cópia de outro usuário ou de outra tela não é lida', () => {
    gravarCopia(7, 'historico', 'de 7', 1);
    expect(lerCopia(8, 'historico')).toBeNull();
    expect(lerCopia(7, 'meus-cursos')).toBeNull();
  });

  it('um valor estragado, sem hora ou que não é JSON, vale como nenhum', () => {
    localStorage.setItem('copiaNoAparelho:7:a', '{"dados":1}');
    localStorage.setItem('copiaNoAparelho:7:b', '{"em":"ontem","dados":1}');
    localStorage.setItem('copiaNoAparelho:7:c', 'não é json');
    localStorage.setItem('copiaNoAparelho:7:d', 'null');
    for (const tela of ['a', 'b', 'c', 'd']) expect(lerCopia(7, tela)).toBeNull();
  });

  it('sem espaço no aparelho, não guarda e não quebra a página', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('cheio', 'QuotaExceededError');
    });
    expect(() => gravarCopia(7, 'historico', [1])).not.toThrow();
    expect(lerCopia(7, 'historico')).toBeNull();
  });

  it('sair apaga todas as cópias e só elas', () => {
    gravarCopia(7, 'historico', 1);
    gravarCopia(8, 'historico', 2);
    localStorage.setItem('prefersDarkMode', 'true');
    apagarDoAparelho();
    expect(Object.keys(localStorage)).toEqual(['prefersDarkMode']);
  });

  it('quem entra mantém as suas; as de qualquer outra pessoa vão embora', () => {
    gravarCopia(7, 'historico', 1);
    gravarCopia(7, 'meus-cursos', 2);
    gravarCopia(70, 'historico', 3);
    gravarCopia(8, 'historico', 4);
    apagarDoAparelho(7);
    expect(Object.keys(localStorage).sort()).toEqual([
      'copiaNoAparelho:7:historico',
      'copiaNoAparelho:7:meus-cursos',
    ]);
  });

  it('com o armazenamento recusado (modo privado), nada quebra', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('negado', 'SecurityError');
    });
    expect(() => gravarCopia(7, 'a', 1)).not.toThrow();
    expect(lerCopia(7, 'a')).toBeNull();
    expect(() => apagarDoAparelho()).not.toThrow();
  });
});
