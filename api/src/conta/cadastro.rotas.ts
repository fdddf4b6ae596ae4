import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { definicoesConta as d } from '@portal/contracts';
import { Mensagem } from '@portal/contracts';
import { Erros } from '../lib/http-error.js';
import { dataBrParaIso } from '../lib/login.js';
import { gerarHashSenha } from '../lib/senha.js';
import { exigirSenhaAceitavel } from '../lib/senha-aceitavel.js';
import { rota } from '../lib/rota.js';

const tags = ['usuário: cadastro'];

/** Creating an account (returns a session) and checking whether an e-mail is taken. */
const cadastro: FastifyPluginAsyncZod = async (app) => {
  const consultasDeConta = app.services.limiteDeEnumeracao;
  app.route({
    ...rota(d.criar, { tags }),
    config: { rateLimit: { max: app.config.loginMaxPorEndereco, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const dados = request.body;
      const dataNascimento = dataBrParaIso(dados.dataNascimento);
      exigirSenhaAceitavel(dados.senha, { nome: dados.nome, cpf: dados.cpf, dataNascimento });
      await consultasDeConta.exigirFolga(request.ip);
      const contaDoCpf = await app.repos.usuarios.porLogin({ tipo: 'cpf', valor: dados.cpf });
      // A CPF gov.br proved belongs to whoever signs in with gov.br: the way in is that button (issue 27 §1).
      const conflito = contaDoCpf
        ? contaDoCpf.govbr_verificado_em
          ? Mensagem.cpfConfirmadoPeloGovbr
          : Mensagem.cpfEmUso
        : (await app.repos.usuarios.emailComprovadoPorOutra(dados.email)) && Mensagem.emailEmUso;
      if (conflito) {
        await consultasDeConta.contarAchado(request.ip);
        throw Erros.conflito(conflito);
      }
      const usuario = await app.services.cadastro.criar({
        nome: dados.nome,
        cpf: dados.cpf,
        email: dados.email,
        dataNascimento,
        senhaHash: await app.filaDeHash.executar(() => gerarHashSenha(dados.senha)),
        aceitouTermo: true,
        emailConfirmado: false,
      });
      await app.services.email.confirmacao(usuario);
      return reply.status(201).send(await app.sessoes.abrir(usuario, 'cadastro'));
    },
  });

  app.route({
    ...rota(d.verificarEmail, { tags }),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      await consultasDeConta.exigirFolga(request.ip);
      const emUso = await app.repos.usuarios.emailComprovadoPorOutra(request.params.email);
      if (emUso) await consultasDeConta.contarAchado(request.ip);
      return { disponivel: !emUso };
    },
  });
};

export default cadastro;
