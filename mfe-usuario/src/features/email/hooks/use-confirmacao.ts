import { useEffect, useRef, useState } from 'react';
import { confirmarEmail } from '../api/email';

export type EstadoConfirmacao =
  | { estado: 'confirmando' }
  | { estado: 'confirmado'; mensagem: string | null }
  | { estado: 'link-incompleto' }
  | { estado: 'falhou'; erro: unknown };

/** Reads `id` and `token` from the link and spends the token once (it is single-use on the server). */
export function useConfirmacao(busca: string): EstadoConfirmacao {
  const parametros = new URLSearchParams(busca);
  const id = Number(parametros.get('id'));
  const token = parametros.get('token') ?? '';
  const valido = Number.isInteger(id) && id > 0 && token !== '';
  const [resultado, definirResultado] = useState<EstadoConfirmacao>(
    valido ? { estado: 'confirmando' } : { estado: 'link-incompleto' },
  );
  const enviado = useRef<string | null>(null);

  useEffect(() => {
    const chave = `${id}:${token}`;
    if (!valido || enviado.current === chave) return;
    enviado.current = chave;
    confirmarEmail(id, token).then(
      (mensagem) => definirResultado({ estado: 'confirmado', mensagem }),
      (erro: unknown) => definirResultado({ estado: 'falhou', erro }),
    );
  }, [id, token, valido]);
  return resultado;
}
