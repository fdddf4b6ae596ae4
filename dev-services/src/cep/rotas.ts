/**
 * ViaCEP's URL contract: GET /ws/{cep}/json/ and GET /ws/{UF}/{cidade}/{logradouro}/json/. Answers are JSON with
 * CORS '*', because the browser calls this service directly.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { UFS } from '@portal/contracts';
import type { BaseCeps } from './base-ceps.js';

export const MINIMO_BUSCA = 3;

const CABECALHOS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

type Resposta = { status: number; corpo: unknown };

const invalido = (mensagem: string): Resposta => ({ status: 400, corpo: { erro: 'true', mensagem } });

function porCep(base: BaseCeps, cep: string): Resposta {
  if (!/^\d{8}$/.test(cep)) return invalido('CEP inválido: informe 8 números, sem traço.');
  return { status: 200, corpo: base.porCep(cep) ?? { erro: 'true' } };
}

function porEndereco(base: BaseCeps, uf: string, cidade: string, logradouro: string): Resposta {
  if (!(UFS as readonly string[]).includes(uf.trim().toUpperCase()))
    return invalido('UF inválida: use uma sigla como SP.');
  if (cidade.trim().length < MINIMO_BUSCA) return invalido('O município deve ter pelo menos 3 caracteres.');
  if (logradouro.trim().length < MINIMO_BUSCA)
    return invalido('O logradouro deve ter pelo menos 3 caracteres.');
  return { status: 200, corpo: base.buscar(uf.trim(), cidade.trim(), logradouro.trim()) };
}

/** Path segments between /ws/ and /json, decoded; null when badly encoded, undefined when not ViaCEP's path. */
function segmentos(caminho: string): string[] | null | undefined {
  const partes = /^\/ws\/(.+)\/json\/?$/.exec(caminho)?.[1]?.split('/');
  try {
    return partes?.map((parte) => decodeURIComponent(parte));
  } catch {
    return null;
  }
}

export function responderCep(base: BaseCeps, metodo: string, caminho: string): Resposta {
  if (metodo !== 'GET' && metodo !== 'HEAD')
    return { status: 405, corpo: { erro: 'true', mensagem: 'Use GET.' } };
  const partes = segmentos(caminho);
  if (partes === null) return invalido('Endereço com codificação inválida.');
  if (partes?.length === 1) return porCep(base, partes[0]!);
  if (partes?.length === 3) return porEndereco(base, partes[0]!, partes[1]!, partes[2]!);
  return {
    status: 404,
    corpo: { erro: 'true', mensagem: 'Use /ws/{cep}/json/ ou /ws/{UF}/{cidade}/{logradouro}/json/.' },
  };
}

export function tratarPedidoCep(base: BaseCeps, req: IncomingMessage, res: ServerResponse): void {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...CABECALHOS, 'Access-Control-Max-Age': '600' }).end();
    return;
  }
  const { status, corpo } = responderCep(
    base,
    req.method ?? 'GET',
    new URL(req.url ?? '/', 'http://local').pathname,
  );
  res.writeHead(status, CABECALHOS).end(req.method === 'HEAD' ? undefined : JSON.stringify(corpo));
}
