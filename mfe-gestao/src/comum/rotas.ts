/** Paths of the operations area that its own code links to (the prefix is declared in config/caminhos.ts). */
export const RotaGestao = {
  turmas: '/gestao',
  turma: (idTurma: number) => `/gestao/turmas/${idTurma}`,
} as const;
