/** CLI: `node --import tsx src/smtp/main.ts` starts the SMTP catcher (SMTP_HOST, SMTP_PORT, SMTP_HTTP_PORT, PORTAL_DATA_DIR). */
import path from 'node:path';
import { lerConfigColetor } from '../config/env.js';
import { encerrarAoSinal } from '../shared/servico.js';
import { iniciarColetor } from './coletor.js';

const config = lerConfigColetor();
const servico = await iniciarColetor({ ...config, arquivo: path.join(config.dataDir, 'smtp-coletor.jsonl') });
console.log(`Coletor de e-mail: SMTP ${servico.url}, leitura ${servico.urlHttp}/mensagens`);
encerrarAoSinal(servico);
