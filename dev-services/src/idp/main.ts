/** CLI: `node --import tsx src/idp/main.ts` starts the OpenID provider alone. */
import { startIdp } from './servidor.js';
import { CIDADAOS, SENHA_DEMONSTRACAO } from './cidadaos.js';

const servico = await startIdp();
console.log(`Provedor OpenID (gov.br local) em ${servico.url}`);
console.log(`Contas de demonstração (senha ${SENHA_DEMONSTRACAO}): ${CIDADAOS.map((c) => `${c.nome} ${c.cpf}`).join('; ')}`);

for (const sinal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sinal, () => void servico.close().then(() => process.exit(0)));
}
