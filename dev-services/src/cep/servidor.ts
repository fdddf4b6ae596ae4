/** Starts the ViaCEP-compatible postal service on its own port (CEP_PORT, default 4100). */
import { createServer } from 'node:http';
import { lerConfigCep, type ConfigCep } from '../config/env.js';
import { fechar, ouvir, type ServicoIniciado } from '../shared/servico.js';
import { criarBaseCeps } from './base-ceps.js';
import { tratarPedidoCep } from './rotas.js';

export async function startCep(opcoes: Partial<ConfigCep> = {}): Promise<ServicoIniciado> {
  const config = { ...lerConfigCep(), ...opcoes };
  const base = criarBaseCeps();
  const servidor = createServer((req, res) => tratarPedidoCep(base, req, res));
  const porta = await ouvir(servidor, config.port, config.host);
  return { url: `http://localhost:${porta}`, close: () => fechar(servidor) };
}
