import { TAMANHO_MAXIMO } from '@portal/contracts';
import { Campo, type PropsDeCampo } from '@portal/ui';

interface Props {
  campo: (nome: 'nome' | 'email' | 'dataNascimento') => PropsDeCampo;
}

/**
 * Name, e-mail and birth date, as both the edit page and the terms page ask for them
 * (contracts usuarioUpdateSchema and dadosAtualizacaoCadastroSchema share these fields).
 */
export function CamposDoPerfil({ campo }: Props) {
  return (
    <>
      <Campo
        {...campo('nome')}
        rotulo="Nome completo"
        autoComplete="name"
        maxLength={TAMANHO_MAXIMO.nome}
        required
      />
      <Campo
        {...campo('email')}
        rotulo="E-mail"
        type="email"
        autoComplete="email"
        maxLength={TAMANHO_MAXIMO.email}
        required
      />
      <Campo
        {...campo('dataNascimento')}
        rotulo="Data de nascimento"
        dica="No formato dd/mm/aaaa."
        inputMode="numeric"
        autoComplete="bday"
        maxLength={TAMANHO_MAXIMO.data}
        required
      />
    </>
  );
}
