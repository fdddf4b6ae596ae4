import { TAMANHO_MAXIMO } from '@portal/contracts';
import { Campo, type PropsDeCampo } from '@portal/ui';

interface Props {
  senha: PropsDeCampo;
  confirmacao: PropsDeCampo;
  /** 'Senha' on sign-up, 'Nova senha' on reset; the confirmation label follows it. */
  rotulo: string;
}

/**
 * A new password and its confirmation, with the rule from contracts' senhaSchema as the hint and
 * `new-password` so password managers offer to generate and save it.
 */
export function CamposDeSenha({ senha, confirmacao, rotulo }: Props) {
  return (
    <>
      <Campo
        {...senha}
        rotulo={rotulo}
        type="password"
        dica="Pelo menos 8 caracteres, com letras e números."
        autoComplete="new-password"
        maxLength={TAMANHO_MAXIMO.senha}
        required
      />
      <Campo
        {...confirmacao}
        rotulo={`Confirme a ${rotulo.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        maxLength={TAMANHO_MAXIMO.senha}
        required
      />
    </>
  );
}
