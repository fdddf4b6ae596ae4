import type { Curso } from '@portal/contracts';

export function curso(dados: Partial<Curso> & Pick<Curso, 'id' | 'nome'>): Curso {
  return {
    urlSlug: dados.nome.toLowerCase().replace(/\s+/g, '-'),
    descricao: `Curso de ${dados.nome}: aulas práticas e teóricas, com certificado.`,
    cargaHoraria: 120,
    idModalidade: 22,
    idArco: 3,
    escolaridadeMinima: 'Ensino fundamental completo',
    formato: 'PRESENCIAL',
    ...dados,
  };
}

export const EMPILHADEIRA = curso({ id: 11, nome: 'Operador de Empilhadeira', cargaHoraria: 60 });
export const CUIDADOR = curso({
  id: 12,
  nome: 'Cuidador de Idosos',
  cargaHoraria: 160,
  descricao: 'Cuidados básicos de saúde e convivência.',
});
export const ASSISTENTE = curso({ id: 1, nome: 'Assistente Administrativo', idModalidade: 1 });
