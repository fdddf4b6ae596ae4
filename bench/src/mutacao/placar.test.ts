import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { placarDoRelatorio } from './placar.js';

const mutantes = (...status: string[]) => ({ mutants: status.map((s) => ({ status: s })) });

describe('placar de mutação', () => {
  it('conta mortos e por tempo sobre os válidos; erros de compilação e ignorados ficam fora', () => {
    const placar = placarDoRelatorio({
      files: {
        'src/a.ts': mutantes('Killed', 'Timeout', 'Survived', 'CompileError', 'Ignored'),
        'src/b.ts': mutantes('Killed', 'NoCoverage', 'RuntimeError'),
      },
    });
    assert.deepEqual(
      { ...placar, vivosPorArquivo: undefined },
      { nota: 60, mortos: 3, validos: 5, sobreviventes: 1, semCobertura: 1, vivosPorArquivo: undefined },
    );
  });

  it('lista os arquivos com mutantes vivos, o de mais vivos primeiro', () => {
    const { vivosPorArquivo } = placarDoRelatorio({
      files: {
        'src/a.ts': mutantes('Survived'),
        'src/b.ts': mutantes('Survived', 'NoCoverage'),
        'src/c.ts': mutantes('Killed'),
      },
    });
    assert.deepEqual(vivosPorArquivo, [
      ['src/b.ts', 2],
      ['src/a.ts', 1],
    ]);
  });

  it('sem mutantes válidos a nota é 0, não NaN', () => {
    assert.equal(placarDoRelatorio({ files: {} }).nota, 0);
  });
});
