/**
 * Where each part of the staging topology lives (issue 29 §3): one loopback address per part, the port it would have
 * in production, and one folder for everything it keeps. HOMOLOGACAO_OCTETO moves the whole block of addresses
 * (127.0.0.<octeto>…<octeto+10>) when another copy runs on the same machine; HOMOLOGACAO_DIR moves the folder.
 */
import path from 'node:path';
import { RAIZ } from '../caminhos.mjs';

/** Parts in start order: what a part needs is above it. */
export const PARTES = [
  'postgres-primario',
  'postgres-replica',
  'pgbouncer',
  'smtp',
  'govbr',
  'cep',
  'api-1',
  'api-2',
  'gateway-1',
  'gateway-2',
  'nginx',
];

export function lerTopologia(env = process.env) {
  const octeto = Number(env.HOMOLOGACAO_OCTETO) || 20;
  if (!Number.isInteger(octeto) || octeto < 2 || octeto > 240)
    throw new Error('HOMOLOGACAO_OCTETO deve ser um inteiro entre 2 e 240.');
  const ip = (i) => `127.0.0.${octeto + i}`;
  const pasta = path.resolve(env.HOMOLOGACAO_DIR || path.join(RAIZ, '.data', 'staging'));
  const enderecos = {
    nginx: { host: ip(0), porta: 8080 },
    // The same nginx, second listener: the API's upstream for the gateways' /v1 and the prerenderer.
    'nginx-api': { host: ip(0), porta: 3000 },
    'gateway-1': { host: ip(1), porta: 8080 },
    'gateway-2': { host: ip(2), porta: 8080 },
    'api-1': { host: ip(3), porta: 3000 },
    'api-2': { host: ip(4), porta: 3000 },
    pgbouncer: { host: ip(5), porta: 6432 },
    'postgres-primario': { host: ip(6), porta: 5432 },
    'postgres-replica': { host: ip(7), porta: 5432 },
    govbr: { host: ip(8), porta: 4000 },
    cep: { host: ip(9), porta: 4100 },
    smtp: { host: ip(10), porta: 2525 },
    'smtp-leitura': { host: ip(10), porta: 8025 },
  };
  const url = (nome) => `http://${enderecos[nome].host}:${enderecos[nome].porta}`;
  const pg = (nome, banco = 'portal') =>
    `postgres://portal@${enderecos[nome].host}:${enderecos[nome].porta}/${banco}`;
  return {
    pasta,
    enderecos,
    urlPortal: url('nginx'),
    urlApiInterna: url('nginx-api'),
    urlGovbr: `${url('govbr')}/`,
    urlCep: url('cep'),
    urlSmtp: `smtp://${enderecos.smtp.host}:${enderecos.smtp.porta}`,
    urlLeituraSmtp: url('smtp-leitura'),
    bancos: {
      // The API's traffic: through PgBouncer (transaction pooling).
      pool: pg('pgbouncer'),
      // Session work that a transaction pooler cannot carry: the start lock and LISTEN (decision 0227).
      direto: pg('postgres-primario'),
      replica: pg('postgres-replica'),
    },
    pastas: {
      // Shared by every staging folder: a fresh staging:test folder does not download Node again.
      node: path.resolve(env.HOMOLOGACAO_NODE_DIR || path.join(RAIZ, '.data', 'node24')),
      origem: path.join(pasta, 'origem-estatica'),
      primario: path.join(pasta, 'postgres-primario'),
      replica: path.join(pasta, 'postgres-replica'),
      pgbouncer: path.join(pasta, 'pgbouncer'),
      nginx: path.join(pasta, 'nginx'),
      logs: path.join(pasta, 'logs'),
      segredos: path.join(pasta, 'segredos'),
      partes: path.join(pasta, 'partes'),
    },
    // Written by the first API process of a run with the test accounts' password, read by the journeys (decision 0211).
    contasDeTeste: path.join(pasta, 'segredos', 'contas-de-teste.json'),
  };
}
