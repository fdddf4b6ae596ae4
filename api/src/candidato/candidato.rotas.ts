import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesCandidato as d, Mensagem, PAPEIS_CANDIDATO_E_ADMIN } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { exigirDono, exigirPapel } from '../plugins/app/auth.js';
import { rota, SEGURANCA_BEARER } from '../lib/rota.js';
import { atualizarParcial, registrarRegistro } from './registro.rotas.js';
import { moduloDoDominio } from '../lib/modulo-do-dominio.js';
import { exigirIdadeMinima } from '../conta/index.js';

/** Fast-track candidate records (spec §7, /v1/candidato/viaRapida). */
const candidato: FastifyPluginAsyncZod = async (app) => {
  // The CPF is bound to the account at creation; it changes only through a verified flow (gov.br), never here. A
  // birth date sent is held to the update checks' 16 years (spec §5), as the account's own update is.
  const conferirDadosCadastrais = async (
    idUsuario: number,
    dados: { cpf?: unknown; dataNascimento?: string | undefined },
  ) => {
    if (dados.dataNascimento !== undefined) exigirIdadeMinima(dados.dataNascimento);
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
    tag: 'candidato: dados cadastrais',
    obter: d.dadosCadastrais,
    conferir: conferirDadosCadastrais,
    criar: [d.criarDadosCadastrais],
    atualizar: [d.atualizarDadosCadastrais, d.atualizarDadosCadastraisPost],
  });
  registrarRegistro(app, {
    repo: app.repos.endereco,
    tag: 'candidato: endereço',
    obter: d.endereco,
    criar: [d.criarEndereco],
    atualizar: [d.atualizarEndereco, d.atualizarEnderecoPost],
  });
  registrarRegistro(app, {
    repo: app.repos.socioeconomicos,
    tag: 'candidato: dados socioeconômicos',
    obter: d.socioeconomicos,
    criar: [d.criarSocioeconomicos],
    atualizar: [d.atualizarSocioeconomicosPost],
  });

  // A natural person is patched partially: only the fields sent change.
  app.route({
    ...rota(d.pessoaFisica, { tags: ['candidato: dados cadastrais'], security: SEGURANCA_BEARER }),
    handler: async (request) => {
      exigirDono(request, request.params.id);
      await conferirDadosCadastrais(request.params.id, request.body);
      return atualizarParcial(app.repos.dadosCadastrais, request, request.params.id, request.body);
    },
  });
};

export default moduloDoDominio('candidato', ['auth', 'repositorios'], candidato);
