import { Repositorio } from '../db/repositorio.js';

export interface PageviewNova {
  path: string;
  referrer: string | null;
  title: string | null;
  idUsuario: number | null;
}

/** Page views the shell reports (table pageview). */
export class RepositorioDePageviews extends Repositorio {
  async registrar(p: PageviewNova): Promise<void> {
    await this.db.query('INSERT INTO pageview (path, referrer, title, id_usuario) VALUES ($1, $2, $3, $4)', [
      p.path,
      p.referrer,
      p.title,
      p.idUsuario,
    ]);
  }
}
