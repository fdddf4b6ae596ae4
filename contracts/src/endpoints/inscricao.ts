import { endpoint } from './definir.js';

/** Enrolments (spec §7): create, move, cancel, confirm, and reading them; programmes with their own calls. */
export const inscricao = {
  criarVirtual: endpoint('POST', '/v1/inscricao/viaRapida/virtual/create'),
  criarOuAlterarNovoEmprego: endpoint('POST', '/v1/inscricao/novoemprego/createUpdateNovoEmprego'),
  atualizarVirtual: endpoint('PUT', '/v1/inscricao/viaRapida/virtual/update'),
  atualizarNovoEmprego: endpoint('PUT', '/v1/inscricao/novoemprego/update'),
  atualizarEmprego: endpoint('PUT', '/v1/inscricao/viaRapida/emprego/update'),
  cancelar: endpoint('PUT', '/v1/inscricao/viaRapida/cancelarInscricao/:id'),
  marcarAvisoVisto: endpoint('PUT', '/v1/inscricao/viaRapida/updateAvisoCancelamento/:id'),
  confirmarMatricula: endpoint('POST', '/v1/inscricao/ViaRapida/ConfirmarMatricula'),
  porId: endpoint('GET', '/v1/inscricao/:id'),
  daModalidade: endpoint('GET', '/v1/inscricao/modalidade/:modalidade/usuario/:userId'),
  canceladas: endpoint('GET', '/v1/inscricao/usuario/getInscricaoCancelada/:userId'),
  meusCursos: endpoint('GET', '/v1/inscricao/usuario/meuscursosstatus/:userId/:menuStatus/:aprovado'),
  programaNovo: endpoint('POST', '/v1/inscricao/InscriverProgramaNovo/:id'),
  empreendaSP: endpoint('POST', '/v1/inscricao/EmpreendaSP/:id'),
  empreendaJovem: endpoint('POST', '/v1/inscricao/EmpreendaJovem/:id'),
  programasAbertos: endpoint('GET', '/v1/inscricao/NovoPrograma'),
  primeiroEmpregoDoUsuario: endpoint('GET', '/v1/inscricao/PrimeiroEmpregoList/usuario/:userId'),
  primeiroEmprego: endpoint('POST', '/v1/inscricao/PrimeiroEmpregoSP'),
} as const;
