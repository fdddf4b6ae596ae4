import { Link } from 'react-router-dom';
import { Rota } from '@portal/contracts';
import { primeiroNome, useSession } from '@portal/shared-auth';
import { usePageTitle } from '@portal/ui/hospedeiro';

const PROGRAMAS: readonly { nome: string; caminho: string; descricao: string }[] = [
  {
    nome: 'Novo Emprego',
    caminho: Rota.cursosNovoEmprego,
    descricao: 'Qualificação rápida para voltar ao mercado de trabalho.',
  },
  {
    nome: 'Qualifica SP',
    caminho: Rota.cursosQualificaSP,
    descricao: 'Cursos profissionalizantes gratuitos em todo o estado.',
  },
  {
    nome: 'Empreenda SP',
    caminho: Rota.cursosEmpreendaSP,
    descricao: 'Formação para quem quer abrir ou fazer crescer o próprio negócio.',
  },
  {
    nome: 'Empreenda Jovem',
    caminho: Rota.cursosEmpreendaJovem,
    descricao: 'Empreendedorismo para jovens que estão começando.',
  },
  {
    nome: 'Meu Primeiro Emprego',
    caminho: Rota.cursosMeuPrimeiroEmprego,
    descricao: 'Preparação e oportunidades para o primeiro emprego.',
  },
  {
    nome: 'Trilhas SP Tech',
    caminho: Rota.trilhasSpTech,
    descricao: 'Trilhas de aprendizagem em tecnologia, no seu ritmo.',
  },
  {
    nome: 'Cursos virtuais',
    caminho: Rota.cursosVirtuais,
    descricao: 'Cursos rápidos on-line, para estudar de onde estiver.',
  },
];

/** The portal's front page: what it offers, a way into each programme and a call to sign in. */
export function PaginaInicial() {
  usePageTitle('Início');
  const usuario = useSession((estado) => estado.user);
  return (
    <article className="shell-pagina-inicial">
      <h1>Cursos gratuitos de qualificação profissional</h1>
      <p>
        O Portal Qualifica reúne os programas de qualificação e emprego do Governo do Estado de São Paulo.
        Aqui você encontra cursos, faz seu cadastro (Via Rápida), escolhe a turma mais perto de você e
        acompanha suas inscrições.
      </p>
      {usuario ? (
        <p>
          Bem-vindo de volta, {primeiroNome(usuario)}. Acompanhe suas inscrições em{' '}
          <Link to={Rota.historico}>Minhas inscrições</Link>.
        </p>
      ) : (
        <section aria-labelledby="titulo-entrar" className="shell-chamada-entrar">
          <h2 id="titulo-entrar">Entre para se inscrever</h2>
          <p>Para se inscrever em um curso, entre com sua conta gov.br ou com seu CPF e senha.</p>
          <Link className="botao" to={Rota.login}>
            Entrar
          </Link>
        </section>
      )}
      <section aria-labelledby="titulo-programas">
        <h2 id="titulo-programas">Programas</h2>
        <ul className="cartoes">
          {PROGRAMAS.map(({ nome, caminho, descricao }) => (
            <li key={caminho} className="cartao">
              <h3 className="cartao__titulo">
                <Link to={caminho}>{nome}</Link>
              </h3>
              <p>{descricao}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="titulo-duvidas">
        <h2 id="titulo-duvidas">Dúvidas?</h2>
        <p>
          Veja as <Link to={Rota.faq}>perguntas frequentes</Link> ou saiba{' '}
          <Link to={Rota.ondeEstudar}>onde estudar</Link>.
        </p>
      </section>
    </article>
  );
}
