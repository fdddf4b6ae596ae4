import { useEffect, useState } from 'react';
import { emailSchema } from '@portal/contracts';
import { emailDisponivel } from '../api/criar-conta';

export type DisponibilidadeEmail = 'ocioso' | 'verificando' | 'disponivel' | 'em-uso' | 'falhou';

export const ATRASO_VERIFICACAO_EMAIL_MS = 400;

/**
 * Checks, as the user types, whether the e-mail is free. Waits for a pause in typing so that each
 * keystroke does not hit the API, and aborts the previous check so a late answer cannot win.
 */
export function useDisponibilidadeEmail(
  email: string,
  atrasoMs = ATRASO_VERIFICACAO_EMAIL_MS,
): DisponibilidadeEmail {
  const [estado, setEstado] = useState<DisponibilidadeEmail>('ocioso');
  useEffect(() => {
    const valido = emailSchema.safeParse(email);
    if (!valido.success) {
      setEstado('ocioso');
      return;
    }
    const controle = new AbortController();
    const temporizador = setTimeout(() => {
      setEstado('verificando');
      emailDisponivel(valido.data, controle.signal)
        .then((livre) => setEstado(livre ? 'disponivel' : 'em-uso'))
        .catch(() => {
          if (!controle.signal.aborted) setEstado('falhou');
        });
    }, atrasoMs);
    return () => {
      clearTimeout(temporizador);
      controle.abort();
    };
  }, [email, atrasoMs]);
  return estado;
}

export const TEXTO_DISPONIBILIDADE: Record<DisponibilidadeEmail, string> = {
  ocioso: '',
  verificando: 'Verificando se o e-mail está disponível…',
  disponivel: 'Este e-mail está disponível.',
  'em-uso': 'Este e-mail já está cadastrado. Entre com ele ou use outro e-mail.',
  falhou: 'Não foi possível verificar o e-mail agora. Você pode continuar.',
};
