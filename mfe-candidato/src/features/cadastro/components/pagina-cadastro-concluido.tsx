import { Rota } from '@portal/contracts';
import { Painel, usePageTitle } from '@portal/ui';
import { Link } from 'react-router-dom';
import { LinkFora } from '../../../comum/componentes';
import { RotaCandidato } from '../../../config/caminhos';

/** End of the registration sequence: every record exists, the enrolment area is open. */
export function PaginaCadastroConcluido() {
  const h1Ref = usePageTitle('Cadastro concluído');
  return (
    <div className="pagina-formulario">
      <h1 ref={h1Ref}>Cadastro concluído</h1>
      <Painel tipo="sucesso" titulo="Seu cadastro está completo">
        <p>
          Seus dados cadastrais, seu endereço e o questionário socioeconômico foram salvos. Agora você já pode
          se inscrever nos cursos.
        </p>
      </Painel>
      <p>
        <LinkFora para={Rota.modalidades}>Ir para a área de inscrição</LinkFora>
      </p>
      <h2>Quer revisar alguma informação?</h2>
      <ul>
        <li>
          <Link to={RotaCandidato.dadosCadastraisEdit}>Dados cadastrais</Link>
        </li>
        <li>
          <Link to={RotaCandidato.enderecoEdit}>Endereço</Link>
        </li>
        <li>
          <Link to={RotaCandidato.socioeconomicoEdit}>Questionário socioeconômico</Link>
        </li>
      </ul>
    </div>
  );
}
