import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dadosCadastraisRecordSchema,
  dadosSocioeconomicosRecordValidoSchema,
  enderecoRecordSchema,
  idParamSchema,
  Mensagem,
  PAPEIS_CANDIDATO_E_ADMIN,
  pessoaFisicaPatchSchema,
} from '@portal/contracts';
import { Erros } from '../../../lib/http-error.js';
import { exigirDono, exigirPapel } from '../../../plugins/app/auth.js';
import { atualizarParcial, registrarRegistro } from './registro.js';

const security = [{ bearer: [] }];

/** Fast-track candidate records (spec §7, /v1/candidato/viaRapida). */
const candidato: FastifyPluginAsyncZod = async (app) => {
  // The CPF is bound to the account at creation; it changes only through a verified flow (gov.br), never here.
  const cpfDaConta = async (idUsuario: number, dados: { cpf?: unknown }) => {
    if (dados.cpf === undefined) return;
    const usuario = await app.repos.usuarios.porId(idUsuario);
    if (usuario && usuario.cpf !== dados.cpf) throw Erros.regra(Mensagem.cpfNaoMuda);
  };
  app.addHook('onRequest', app.autenticar);
  app.addHook('preHandler', async (request) => {
    exigirPapel(request, PAPEIS_CANDIDATO_E_ADMIN);
  });

  registrarRegistro(app, {
    repo: app.repos.dadosCadastrais,
    schema: dadosCadastraisRecordSchema,
    tag: 'candidato: dados cadastrais',
    obter: '/dadosCadastrais/:id',
    conferir: cpfDaConta,
    criar: [['POST', '/dadosCadastrais/create']],
    atualizar: [
      ['PUT', '/dadosCadastrais/update'],
      ['POST', '/PostDadosCadastrais/update'],
    ],
  });
  registrarRegistro(app, {
    repo: app.repos.endereco,
    schema: enderecoRecordSchema,
    tag: 'candidato: endereço',
    obter: '/endereco/:id',
    criar: [['POST', '/endereco/create']],
    atualizar: [
      ['PUT', '/endereco/update'],
      ['POST', '/endereco/updatepost'],
    ],
  });
  registrarRegistro(app, {
    repo: app.repos.socioeconomicos,
    schema: dadosSocioeconomicosRecordValidoSchema,
    tag: 'candidato: dados socioeconômicos',
    obter: '/dadossocioeconomicos/:id',
    criar: [['PUT', '/dadossocioeconomicos']],
    atualizar: [['POST', '/dadossocioeconomicos/updatepost']],
  });

  // A natural person is patched partially: only the fields sent change.
  app.patch(
    '/PessoaFisica/:id',
    {
      schema: {
        tags: ['candidato: dados cadastrais'],
        security,
        params: idParamSchema,
        body: pessoaFisicaPatchSchema,
      },
    },
    async (request) => {
      exigirDono(request, request.params.id);
      await cpfDaConta(request.params.id, request.body);
      return atualizarParcial(app.repos.dadosCadastrais, request, request.params.id, request.body);
    },
  );
};

export default candidato;
