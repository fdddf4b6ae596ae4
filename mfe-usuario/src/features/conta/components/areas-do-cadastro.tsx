import { Rota } from '@portal/contracts';
import { LinkPortal } from '../../../comum/link-portal';

const AREAS = [
  {
    rota: Rota.dadosCadastraisEdit,
    titulo: 'Dados cadastrais',
    descricao: 'Documentos, contato e dados pessoais.',
  },
  {
    rota: Rota.enderecoEdit,
    titulo: 'Endereço',
    descricao: 'Onde você mora, para indicar as unidades mais próximas.',
  },
  {
    rota: Rota.socioeconomicoEdit,
    titulo: 'Questionário socioeconômico',
    descricao: 'Escolaridade, trabalho e renda.',
  },
  {
    rota: Rota.historico,
    titulo: 'Minhas inscrições',
    descricao: 'Acompanhe, altere ou cancele as suas inscrições.',
  },
] as const;

/** Links to the candidate's registration areas, served by the other areas of the portal. */
export function AreasDoCadastro() {
  return (
    <section aria-labelledby="titulo-areas">
      <h2 id="titulo-areas">Meu cadastro</h2>
      <ul className="lista-cartoes">
        {AREAS.map((area) => (
          <li key={area.rota} className="cartao">
            <LinkPortal para={area.rota}>{area.titulo}</LinkPortal>
            <p>{area.descricao}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
