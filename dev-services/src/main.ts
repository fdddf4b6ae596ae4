/**
 * `pnpm --filter @portal/dev-services dev`: the OpenID provider and the postal service together, for working on the
 * portal without the gateway (the gateway's start script starts them itself through src/index.ts).
 */
import { startCep } from './cep/servidor.js';
import { CIDADAOS, SENHA_DEMONSTRACAO } from './idp/cidadaos.js';
import { startIdp } from './idp/servidor.js';
import { encerrarAoSinal } from './shared/servico.js';

const [idp, cep] = await Promise.all([startIdp(), startCep()]);
console.log(`Provedor OpenID (gov.br local): ${idp.url}`);
console.log(`Serviço de CEP (ViaCEP local): ${cep.url}`);
console.log(
  `Contas de demonstração (senha ${SENHA_DEMONSTRACAO}): ${CIDADAOS.map((c) => `${c.nome} ${c.cpf}`).join('; ')}`,
);
encerrarAoSinal({ url: idp.url, close: async () => void (await Promise.all([idp.close(), cep.close()])) });
