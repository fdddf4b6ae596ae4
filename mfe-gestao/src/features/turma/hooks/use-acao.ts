import { useCallback, useState } from 'react';
import { mensagemDaRecusa } from '@portal/ui';
import { Mensagem } from '@portal/contracts';

/**
 * Runs one change against the API: busy while it runs, the API's Portuguese message when it refuses (409 below the
 * occupied seats, 400 out of range…), and the success text for the page's live region.
 */
export function useAcao<A extends unknown[]>(executar: (...args: A) => Promise<string>) {
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const rodar = useCallback(
    async (...args: A) => {
      setOcupado(true);
      setErro(null);
      setSucesso(null);
      try {
        setSucesso(await executar(...args));
        return true;
      } catch (e) {
        setErro(mensagemDaRecusa(e, Mensagem.erroInterno));
        return false;
      } finally {
        setOcupado(false);
      }
    },
    [executar],
  );
  return { rodar, ocupado, erro, sucesso };
}
