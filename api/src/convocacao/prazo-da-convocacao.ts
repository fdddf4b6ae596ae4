import { BRASILIA_MS, diaEmBrasilia } from '../lib/dia-em-brasilia.js';
import { semExpediente } from './dias-sem-expediente.js';

const UM_DIA_MS = 24 * 60 * 60 * 1000;

/**
 * The deadline of a call-up (decisions 1500 and 1522): `diasUteis` working days after the day of the call-up (that
 * day does not count; Saturday, Sunday, holidays and days without service are skipped), until 23:59:59 in Brasília.
 */
export function prazoDaConvocacao(agora: Date, diasUteis: number): Date {
  if (!Number.isInteger(diasUteis) || diasUteis < 1) throw new RangeError('diasUteis deve ser inteiro ≥ 1');
  let dia = diaEmBrasilia(agora);
  for (let contados = 0; contados < diasUteis;) {
    dia = new Date(dia.getTime() + UM_DIA_MS);
    const semana = dia.getUTCDay();
    if (semana !== 0 && semana !== 6 && !semExpediente(dia)) contados += 1;
  }
  // 23:59:59 of that day in Brasília is 02:59:59 UTC of the next.
  return new Date(dia.getTime() + UM_DIA_MS - 1000 - BRASILIA_MS);
}
