/**
 * The shell the static origin publishes (decision 0209): `shell.json` names the live version, whose build is in
 * `shell/<version>/`. The shell is deployed and rolled back like a remote, by its own team, and is in no image: the
 * gateway reads the pointer again whenever the file changes, so a swap is served from the next request on.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export const ARQUIVO_DO_SHELL = 'shell.json';
export const PASTA_DAS_VERSOES_DO_SHELL = 'shell';

/**
 * How many earlier versions a hashed file is looked for in, newest first: pages stay open for hours, not for dozens of
 * shell deploys, and each missing name costs one `stat` per version looked in. `pnpm prune:origin` reads this number
 * (scripts/lib/poda-da-origem.mjs) and never leaves the origin with fewer shell versions than the live one and these.
 */
export const VERSOES_ANTERIORES_PROCURADAS = 10;

/** The names `scripts/lib/versao.mjs` writes; anything else (a path, `..`) is not a version of this origin. */
const NOME_DE_VERSAO = /^[0-9A-Za-z._-]+$/;

export class ShellNaoPublicado extends Error {
  constructor(arquivo: string, motivo: string) {
    super(`${arquivo}: ${motivo} (publique o shell com pnpm deploy:shell --destino <origem>).`);
  }
}

const assinaturaDe = (info: { ino: number; mtimeMs: number; size: number } | null) =>
  info ? `${info.ino}:${info.mtimeMs}:${info.size}` : '-';

export class ShellPublicado {
  private vistoPonteiro: { chave: string; pasta: Promise<string> } | null = null;
  private vistasVersoes: { chave: string; pastas: Promise<string[]> } | null = null;

  constructor(private readonly pastaDados: string) {}

  private get arquivo() {
    return path.join(this.pastaDados, ARQUIVO_DO_SHELL);
  }

  private get pastaDasVersoes() {
    return path.join(this.pastaDados, PASTA_DAS_VERSOES_DO_SHELL);
  }

  /**
   * The live version's folder; throws ShellNaoPublicado when the origin names none that can be served. The pointer is
   * read again only when shell.json changes, but the version's index.html is looked at on every call: a folder removed
   * under an unchanged pointer is a portal that cannot draw a page, the same 503 as no pointer at all.
   */
  async pasta(): Promise<string> {
    const chave = assinaturaDe(await stat(this.arquivo).catch(() => null));
    if (this.vistoPonteiro?.chave !== chave) {
      const pasta = this.lerPonteiro();
      this.vistoPonteiro = { chave, pasta };
      // A refusal is not kept: the next request reads the origin again (a version folder may be restored).
      pasta.catch(() => {
        if (this.vistoPonteiro?.pasta === pasta) this.vistoPonteiro = null;
      });
    }
    const pasta = await this.vistoPonteiro.pasta;
    const info = await stat(path.join(pasta, 'index.html')).catch(() => null);
    if (!info?.isFile())
      throw new ShellNaoPublicado(this.arquivo, `a versão viva não tem index.html em ${pasta}`);
    return pasta;
  }

  /** The live folder, or null while none is published (a page then answers 503, and so does `/saude`). */
  async pastaSeHouver(): Promise<string | null> {
    return this.pasta().catch((erro: unknown) => {
      if (erro instanceof ShellNaoPublicado) return null;
      throw erro;
    });
  }

  /**
   * Every published version's folder, the live one (`viva`, as the request already read it) first and the others
   * newest first: a page loaded before a swap still asks for the hashed files of the version it was built with, and
   * those never change under their name.
   */
  async pastasParaArquivosComHash(viva: string): Promise<string[]> {
    const chave = assinaturaDe(await stat(this.pastaDasVersoes).catch(() => null));
    if (this.vistasVersoes?.chave !== chave) {
      const pastas = readdir(this.pastaDasVersoes, { withFileTypes: true }).then((itens) =>
        itens
          .filter(
            (item) => item.isDirectory() && NOME_DE_VERSAO.test(item.name) && !item.name.includes('.tmp'),
          )
          .map((item) => item.name)
          .sort()
          .reverse()
          .slice(0, VERSOES_ANTERIORES_PROCURADAS + 1)
          .map((nome) => path.join(this.pastaDasVersoes, nome)),
      );
      this.vistasVersoes = { chave, pastas };
      // Like the pointer, a failed read is not kept (a passing EMFILE would otherwise fail every hashed file).
      pastas.catch(() => {
        if (this.vistasVersoes?.pastas === pastas) this.vistasVersoes = null;
      });
    }
    const todas = await this.vistasVersoes.pastas.catch(() => []);
    return [viva, ...todas.filter((pasta) => pasta !== viva)];
  }

  private async lerPonteiro(): Promise<string> {
    let texto: string;
    try {
      texto = await readFile(this.arquivo, 'utf8');
    } catch (erro) {
      const { code, message } = erro as NodeJS.ErrnoException;
      // Any pointer that cannot be read is a portal that cannot draw a page: the 503 that says so, never a raw 500.
      throw new ShellNaoPublicado(
        this.arquivo,
        code === 'ENOENT' ? 'nenhum shell publicado nesta origem' : `ilegível (${message})`,
      );
    }
    let versao: unknown;
    try {
      versao = (JSON.parse(texto) as { version?: unknown }).version;
    } catch {
      throw new ShellNaoPublicado(this.arquivo, 'não é JSON');
    }
    if (typeof versao !== 'string' || !NOME_DE_VERSAO.test(versao) || versao.includes('..'))
      throw new ShellNaoPublicado(this.arquivo, `versão inválida (${JSON.stringify(versao)})`);
    return path.join(this.pastaDasVersoes, versao);
  }
}
