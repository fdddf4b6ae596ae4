import { ID_REGISTRO_EMBUTIDO, primeiroSegmento } from '@portal/contracts';
import { Rota } from '@portal/contracts/rotas';

/**
 * Which kept pages are a signed-in person's (issue 30 item 3): what a signed-in citizen keeps on the device is theirs,
 * kept until they sign out or another person signs in (`paginas-de-quem-entrou.ts`). Their addresses may name the
 * person's enrolment (`/inscricao/detalhes/4711`), and the offline page lists every kept page: on a shared device the
 * next person saw them. Every other page (the home, the catalogues, a course, the FAQ, the sign-in) is the same for
 * anyone and stays. The offline page (public/offline.js, plain script) repeats this module, checked by its test.
 *
 * Foremost from the registry (decisions 0900, 1562): a remote's line says who may open each of its prefixes
 * (`acesso`), so a remote that adds a signed-in prefix is covered by its line alone, without a new shell. Which
 * registry: the one this page was composed with, and the one each kept page was composed with (the server writes it
 * into every page), together. A kept page carries the registry of its time, so a page of a prefix declared after this
 * page was composed (an older tab) is still known, and so is every declaration offline (the offline page has no
 * registry of its own, and `remotes.json` is rarely on the device: a page with the registry inline never fetches it).
 * The shell's own pages (`RotaDoShell`: home, errors, contact, the statements, the gov.br callback, never kept) are
 * all public: a signed-in one would go in the list below, which ships with the shell anyway.
 */

/**
 * The areas known before their remotes declared anything, by address. Kept, for three reasons: the citizens' remotes
 * (mfe-inscricao, mfe-candidato, mfe-usuario, mfe-primeiro-emprego) do not declare `acesso` yet (their routes guard
 * themselves; the portal's server writes no preload hint for a prefix that is not public, so declaring it is their
 * call); `/usuario` and `/meuprimeiroemprego` mix public pages (the sign-in, the catalogue) with signed-in ones under
 * one first segment, which `acesso` (one level per prefix) cannot say; and where no registry can be read (a page
 * served without the inline copy, by a host of static files only: `lerRegistroDoServidor`), these still go.
 */
export const AREAS_DE_QUEM_ENTROU =
  /^\/(inscricao|meus-cursos|candidato|gestao|usuario|meuprimeiroemprego\/(inscricao|questionario|matricula))(\/|$)/;
export const PUBLICAS_NAS_AREAS: string[] = [Rota.login, Rota.usuarioForm];

type Objeto = Record<string, unknown>;
const ehObjeto = (valor: unknown): valor is Objeto =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor);
/** A prefix named like a property every object has (`constructor`) is not an entry. */
const temProprio = (objeto: Objeto, chave: string) => Object.prototype.hasOwnProperty.call(objeto, chave);

/**
 * The prefixes a registry (`remotes.json` as written, any shape) keeps for a signed-in visitor: every prefix whose
 * line does not say plainly that it is public (no `acesso`, no entry, or `'publico'`). `'login'` and a list of roles
 * are; so is a declaration the portal cannot read, which closes the prefix (`acesso-no-registro.ts`): forgetting a
 * page too many on a shared device is the safe side.
 */
export function prefixosDeQuemEntrou(registro: unknown): string[] {
  const remotes = ehObjeto(registro) && ehObjeto(registro.remotes) ? registro.remotes : {};
  return Object.values(remotes).flatMap((linha) => {
    if (!ehObjeto(linha) || !Array.isArray(linha.prefixes)) return [];
    const { acesso } = linha;
    const publico = (prefixo: string) =>
      acesso === undefined ||
      (ehObjeto(acesso) && (!temProprio(acesso, prefixo) || acesso[prefixo] === 'publico'));
    return linha.prefixes.filter(
      (prefixo): prefixo is string => typeof prefixo === 'string' && !publico(prefixo),
    );
  });
}

const BLOCO_DO_REGISTRO = new RegExp(
  `<script type="application/json" id="${ID_REGISTRO_EMBUTIDO}">([^<]*)</script>`,
);

/** The registry the portal's server wrote into a page's HTML; null when it has none or it cannot be read. */
export function registroNaPagina(html: string): unknown {
  const bloco = BLOCO_DO_REGISTRO.exec(html);
  try {
    return bloco ? (JSON.parse(bloco[1]!) as unknown) : null;
  } catch {
    return null;
  }
}

/** Whether a page is a signed-in person's: by the registries' declared prefixes, or by the areas above. */
export const paginaDeQuemEntrou = (caminho: string, prefixos: ReadonlySet<string> = new Set()) =>
  prefixos.has(primeiroSegmento(caminho)) ||
  (AREAS_DE_QUEM_ENTROU.test(caminho) && !PUBLICAS_NAS_AREAS.includes(caminho));
