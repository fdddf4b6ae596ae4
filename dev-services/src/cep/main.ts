/** CLI: `node --import tsx src/cep/main.ts` starts the postal service alone. */
import { encerrarAoSinal } from '../shared/servico.js';
import { startCep } from './servidor.js';

const servico = await startCep();
console.log(
  `Serviço de CEP (compatível com o ViaCEP) em ${servico.url} — exemplo: ${servico.url}/ws/01001000/json/`,
);
encerrarAoSinal(servico);
