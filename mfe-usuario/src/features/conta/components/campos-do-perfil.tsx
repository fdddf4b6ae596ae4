import { Link } from 'react-router-dom';
import { eEnderecoProvisorio, TAMANHO_MAXIMO } from '@portal/contracts';
import { Campo, type PropsDeCampo } from '@portal/ui';
import { RotaUsuario } from '../../../config/caminhos';

interface Props {
  campo: (nome: 'nome' | 'email' | 'dataNascimento') => PropsDeCampo;
}

/**
 * Name, e-mail and birth date, as both the edit page and the terms page ask for them
 * (contracts usuarioUpdateSchema and dadosAtualizacaoCadastroSchema share these fields).
 */
export function CamposDoPerfil({ campo }: Props) {
  const email = campo('email');
  return (
    <>
      <Campo
        {...campo('nome')}
        rotulo="Nome completo"
        autoComplete="name"
        maxLength={TAMANHO_MAXIMO.nome}
        required
      />
      {/* Only "Alterar e-mail" changes it (password and the new address's link, issue 27 §2): shown, not edited here.
          A provisional address (decision 0146) is nobody's: not shown, though the form still sends it back. */}
      {eEnderecoProvisorio(String(email.value ?? '')) ? (
        <p>
          E-mail: nenhum informado. <Link to={RotaUsuario.alterarEmail}>Informar o meu e-mail</Link>
        </p>
      ) : (
        <>
          <Campo
            {...email}
            rotulo="E-mail"
            type="email"
            autoComplete="email"
            readOnly
            dica="Para mudar o e-mail, use a opção Alterar e-mail."
            maxLength={TAMANHO_MAXIMO.email}
            required
          />
          <p>
            <Link to={RotaUsuario.alterarEmail}>Alterar e-mail</Link>
          </p>
        </>
      )}
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
