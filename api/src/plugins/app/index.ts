import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import type { Db } from '../../db/types.js';
import db from './db.js';
import erros from './errors.js';
import entrada from './entrada.js';
import json from './json.js';
import csrf from './csrf.js';
import limiteDeRequisicoes from './limite-de-requisicoes.js';
import repositorios from './repositories.js';
import servicos from './services.js';
import auth from './auth.js';
import govbr from './govbr.js';
import smtp from './smtp.js';
import fila from './fila.js';
import expiracaoDeConvocacoes from './expiracao-de-convocacoes.js';
import sobrecarga from './sobrecarga.js';

export interface OpcoesAplicacao {
  db?: Db;
  semear: boolean;
  govbrJwks?: JWTVerifyGetKey;
  govbrFetch?: typeof fetch;
}

/** The application's own plugins: database, error shape, CSRF, repositories, services, authentication, gov.br. */
export default fp<OpcoesAplicacao>(
  async (app, opcoes) => {
    await app.register(db, { db: opcoes.db, semear: opcoes.semear });
    await app.register(erros);
    await app.register(sobrecarga);
    await app.register(fila);
    await app.register(entrada);
    await app.register(json);
    await app.register(csrf);
    await app.register(limiteDeRequisicoes);
    await app.register(repositorios);
    await app.register(servicos);
    await app.register(expiracaoDeConvocacoes);
    await app.register(auth);
    await app.register(govbr, { jwks: opcoes.govbrJwks, fetch: opcoes.govbrFetch });
    await app.register(smtp);
  },
  { name: 'aplicacao' },
);
