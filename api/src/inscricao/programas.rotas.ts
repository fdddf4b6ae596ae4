import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesInscricao as d, Mensagem, ProgramaPortal } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { exigirDono, sessaoConferida } from '../plugins/app/auth.js';
import type { RegraDaChamada } from './inscricoes.js';
import { REGRA_PROGRAMA_NOVO } from './regras-das-chamadas.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';

const doc = { tags: ['inscrição: programas'], security: SEGURANCA_BEARER };

/** Programmes with their own enrolment calls: new programme, Empreenda SP / Jovem, first job. */
const programas: FastifyPluginAsyncZod = async (app) => {
  const servico = app.services.inscricoes;
  const periodos = app.repos.periodos;

  /** {id} is the candidate; the body's idUsuario must be the same person. */
  const rotasDePrograma = [
    [d.programaNovo, REGRA_PROGRAMA_NOVO],
    [d.empreendaSP, { modalidades: [ProgramaPortal.EmpreendaSP] }],
    [d.empreendaJovem, { modalidades: [ProgramaPortal.EmpreendaJovem] }],
  ] as const satisfies readonly (readonly [unknown, RegraDaChamada])[];
  for (const [definicao, regra] of rotasDePrograma) {
    app.route({
      ...rota(definicao, doc),
      // The token's session is checked in the create's one read (decision 0177): the service throws 401 first.
      config: { sessaoNaLeitura: true },
      handler: async (request, reply) => {
        if (request.body.idUsuario !== request.params.id)
          throw Erros.regra('O usuário do corpo difere do usuário da rota.');
        const autor = exigirDono(request, request.params.id);
        const inscricao = await servico.criar(autor, request.body, regra);
        sessaoConferida(request);
        return reply.status(201).send(inscricao);
      },
    });
  }

  app.route({ ...rota(d.programasAbertos, doc), handler: () => periodos.programasAbertos() });

  app.route({
    ...rota(d.primeiroEmpregoDoUsuario, doc),
    handler: async (request) => {
      exigirDono(request, request.params.userId);
      const inscricoes = await app.repos.inscricoes.doUsuario(request.params.userId, {
        modalidade: ProgramaPortal.MeuPrimeiroEmprego,
      });
      return { inscricoes, periodoAtual: await periodos.aberto(ProgramaPortal.MeuPrimeiroEmprego) };
    },
  });

  app.route({
    ...rota(d.primeiroEmprego, doc),
    handler: async (request, reply) => {
      const autor = exigirDono(request, request.body.idUsuario);
      if (!(await periodos.aberto(ProgramaPortal.MeuPrimeiroEmprego)))
        throw Erros.conflito(Mensagem.periodoEncerrado);
      const { criada, inscricao } = await servico.criarOuAtualizar(
        autor,
        request.body,
        ProgramaPortal.MeuPrimeiroEmprego,
      );
      return reply.status(criada ? 201 : 200).send(inscricao);
    },
  });
};

export default programas;
