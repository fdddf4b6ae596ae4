/** Paths of this remote that its own code links or redirects to. */
export const RotaPrimeiroEmprego = {
  cursos: '/meuprimeiroemprego/cursos',
  detalhes: (idCurso: number) => `/meuprimeiroemprego/details/${idCurso}`,
  inscricaoEdit: '/meuprimeiroemprego/inscricao/edit',
  inscricaoConfirmacao: '/meuprimeiroemprego/inscricao/confirmacao',
  questionario: '/meuprimeiroemprego/questionario',
  matriculaForm: (idTurma: number) => `/meuprimeiroemprego/matricula/form/${idTurma}`,
  matriculaConfirmacao: '/meuprimeiroemprego/matricula/confirmacao',
  faq: '/meuprimeiroemprego/faq',
} as const;
