import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  idSchema,
  inscricaoDetalheSchema,
  inscricaoProgramaRequestSchema,
  Mensagem,
  periodoInscricaoSchema,
  primeiroEmpregoRequestSchema,
  ProgramaPortal,
} from '@portal/contracts';
import { Erros } from '../../../lib/http-error.js';
import { exigirDono } from '../../../plugins/app/auth.js';
import { modalidadesDoProgramaNovo } from '../../../services/regras-das-chamadas.js';

const tags = ['inscrição: programas'];
const security = [{ bearer: [] }];

/** Programmes with their own enrolment calls: new programme, Empreenda SP / Jovem, first job. */
const programas: FastifyPluginAsyncZod = async (app) => {
  const servico = app.repos.servicoInscricoes;
  const periodos = app.repos.periodos;

  async function modalidadesComPeriodoAberto(): Promise<number[]> {
    return modalidadesDoProgramaNovo((await periodos.programasAbertos()).map((p) => p.id));
  }

  /** {id} is the candidate; the body's idUsuario must be the same person. */
  const rotasDePrograma: [string, () => Promise<readonly number[]>][] = [
    ['/InscriverProgramaNovo/:id', modalidadesComPeriodoAberto],
    ['/EmpreendaSP/:id', async () => [ProgramaPortal.EmpreendaSP]],
    ['/EmpreendaJovem/:id', async () => [ProgramaPortal.EmpreendaJovem]],
  ];
  for (const [url, modalidades] of rotasDePrograma) {
    app.post(
      url,
      {
        schema: {
          tags,
          security,
          params: idParamSchema,
          body: inscricaoProgramaRequestSchema,
          response: { 201: inscricaoDetalheSchema },
        },
      },
      async (request, reply) => {
        if (request.body.idUsuario !== request.params.id)
          throw Erros.regra('O usuário do corpo difere do usuário da rota.');
        const autor = exigirDono(request, request.params.id);
        const inscricao = await servico.criar(autor, request.body, { modalidades: await modalidades() });
        return reply.status(201).send(inscricao);
      },
    );
  }

  app.get('/NovoPrograma', { schema: { tags, security } }, () => periodos.programasAbertos());

  app.get(
    '/PrimeiroEmpregoList/usuario/:userId',
    {
      schema: {
        tags,
        security,
        params: z.object({ userId: idSchema }),
        response: {
          200: z.object({
            inscricoes: z.array(inscricaoDetalheSchema),
            periodoAtual: periodoInscricaoSchema.nullable(),
          }),
        },
      },
    },
    async (request) => {
      exigirDono(request, request.params.userId);
      const inscricoes = await app.repos.inscricoes.doUsuario(request.params.userId, {
        modalidade: ProgramaPortal.MeuPrimeiroEmprego,
      });
      return { inscricoes, periodoAtual: await periodos.aberto(ProgramaPortal.MeuPrimeiroEmprego) };
    },
  );

  app.post(
    '/PrimeiroEmpregoSP',
    {
      schema: {
        tags,
        security,
        body: primeiroEmpregoRequestSchema,
        response: { 200: inscricaoDetalheSchema, 201: inscricaoDetalheSchema },
      },
    },
    async (request, reply) => {
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
  );
};

export default programas;
