import { TAMANHO_MAXIMO } from '@portal/contracts';
import { Campo, type PropsDeCampo } from '@portal/ui';
import { TEXTO_DISPONIBILIDADE, useDisponibilidadeEmail } from '../hooks/use-disponibilidade-email';

/** E-mail field that says, politely and as the user types, whether the address is still free. */
export function CampoEmailDisponivel(props: PropsDeCampo) {
  const estado = useDisponibilidadeEmail(props.value);
  return (
    <>
      <Campo
        {...props}
        rotulo="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={TAMANHO_MAXIMO.email}
        required
      />
      <p
        id={`${props.id}-disponibilidade`}
        className={`campo__status campo__status--${estado}`}
        role="status"
        aria-live="polite"
      >
        {TEXTO_DISPONIBILIDADE[estado]}
      </p>
    </>
  );
}
