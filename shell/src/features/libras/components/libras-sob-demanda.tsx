import { useEffect } from 'react';
import { env } from '../../../config/env';
import { carregarVLibras } from '../api/carregar-vlibras';

/** Turns VLibras on after the first render when the configuration asks for it; renders nothing itself. */
export function LibrasSobDemanda() {
  useEffect(() => carregarVLibras(env.vlibrasUrl), []);
  return null;
}
