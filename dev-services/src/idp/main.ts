/** CLI: `node --import tsx src/idp/main.ts` starts the OpenID provider alone. */
import { encerrarAoSinal } from '../shared/servico.js';
import { CIDADAOS, SENHA_DEMONSTRACAO } from './cidadaos.js';
import { startIdp } from './servidor.js';

const servico = await startIdp();
console.log(`Provedor OpenID (gov.br local) em ${servico.url}`);
console.log(
  `Contas de demonstração (senha ${SENHA_DEMONSTRACAO}): ${CIDADAOS.map((c) => `${c.nome} ${c.cpf}`).join('; ')}`,
);
encerrarAoSinal(servico);
