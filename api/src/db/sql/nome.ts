/**
 * The social name a person declared (Decreto 8.727/2016; decisions 0186 and 1550): the one in their own record
 * (`dados_cadastrais`, alias `dc`, which they change whenever they like), else gov.br's social_name (`usuario`, alias
 * `u`); trimmed, at most 150 characters, NULL when there is none. The record is LEFT JOINed by the caller, so staff
 * authors, who have none, get gov.br's or nothing.
 */
export const nomeSocial = (u: string, dc: string) =>
  `left(coalesce(nullif(btrim(${dc}.nome_social), ''), nullif(btrim(${u}.govbr_dados->>'social_name'), '')), 150)`;

/** The name to call a person by: the social name when there is one, else the civil name (`usuario.nome`). */
export const nomeDeUso = (u: string, dc: string) => `coalesce(${nomeSocial(u, dc)}, ${u}.nome)`;

/** The record that may hold the social name of the person `u`, as alias `dc`. */
export const comDadosCadastrais = (u: string, dc: string) =>
  `LEFT JOIN dados_cadastrais ${dc} ON ${dc}.id_usuario = ${u}.id`;
