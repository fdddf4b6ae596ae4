/**
 * What joining a full class's waiting list means, said before the button that joins it (the Novo Emprego shift step,
 * the on-line course's check page). Here, not beside @portal/escolha-da-turma's labels: those are in the history
 * page's first load, whose byte budget this sentence would spend on pages that are not it.
 */
export const COMO_FUNCIONA_A_LISTA_DE_ESPERA =
  'Quando uma vaga for liberada, a primeira pessoa da lista é convocada por e-mail.';
