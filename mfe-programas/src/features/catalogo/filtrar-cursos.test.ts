import { filtrarCursos, normalizar, textoResultado } from './filtrar-cursos';

const CURSOS = [
  { nome: 'Eletricista Instalador', descricao: 'Instalações elétricas residenciais.' },
  { nome: 'Cuidador de Idosos', descricao: 'Cuidados básicos de saúde e convivência.' },
  { nome: 'Operador de Empilhadeira', descricao: 'Operação segura em armazéns.' },
];

describe('filtro do catálogo de cursos', () => {
  it('ignora acentos e maiúsculas', () => {
    expect(normalizar('  Elétrica ')).toBe('eletrica');
    expect(filtrarCursos(CURSOS, 'ELETRICAS').map((c) => c.nome)).toEqual(['Eletricista Instalador']);
  });

  it('procura também na descrição', () => {
    expect(filtrarCursos(CURSOS, 'armazéns').map((c) => c.nome)).toEqual(['Operador de Empilhadeira']);
  });

  it('exige todas as palavras digitadas, em qualquer ordem', () => {
    expect(filtrarCursos(CURSOS, 'idosos cuidador').map((c) => c.nome)).toEqual(['Cuidador de Idosos']);
    expect(filtrarCursos(CURSOS, 'cuidador empilhadeira')).toEqual([]);
  });

  it('com o filtro vazio mostra todos os cursos', () => {
    expect(filtrarCursos(CURSOS, '   ')).toHaveLength(3);
  });

  it('anuncia quantos cursos foram encontrados', () => {
    expect(textoResultado(0)).toBe('Nenhum curso encontrado.');
    expect(textoResultado(1)).toBe('1 curso encontrado.');
    expect(textoResultado(3)).toBe('3 cursos encontrados.');
  });
});
