import { usePageTitle } from '@portal/ui/hospedeiro';
import { definirConsentimento, useConsentimento } from '../../../comum/consentimento';
import { CANAIS_DE_ATENDIMENTO } from './fale-conosco';

/** Which personal data the portal keeps, why, on which legal basis (LGPD, Lei 13.709/2018), and for how long. */
export const DADOS_TRATADOS: readonly { dado: string; finalidade: string; base: string }[] = [
  {
    dado: 'Nome, nome social, CPF, data de nascimento e e-mail',
    finalidade: 'Identificar você, entrar na sua conta e avisar sobre suas inscrições.',
    base: 'Execução de política pública (art. 7º, III, e art. 23).',
  },
  {
    dado: 'Endereço',
    finalidade: 'Mostrar as unidades e turmas perto de você.',
    base: 'Execução de política pública (art. 7º, III).',
  },
  {
    dado: 'Escolaridade, renda e situação de trabalho',
    finalidade: 'Verificar os requisitos de cada programa e a bolsa-auxílio.',
    base: 'Execução de política pública (art. 7º, III).',
  },
  {
    dado: 'Inscrições e matrículas',
    finalidade: 'Reservar sua vaga e acompanhar sua participação no curso.',
    base: 'Execução de política pública (art. 7º, III).',
  },
  {
    dado: 'Páginas visitadas (sem dado pessoal)',
    finalidade: 'Medir o uso do portal para melhorá-lo.',
    base: 'Consentimento (art. 7º, I), só depois que você aceita.',
  },
];

function EscolhaDeEstatisticas() {
  const consentimento = useConsentimento();
  const texto =
    consentimento === 'aceito'
      ? 'Você aceitou a contagem de páginas visitadas.'
      : consentimento === 'recusado'
        ? 'Você recusou a contagem de páginas visitadas.'
        : 'Você ainda não respondeu sobre a contagem de páginas visitadas.';
  return (
    <>
      <p role="status">{texto}</p>
      <div className="botoes">
        <button
          type="button"
          className="botao"
          onClick={() => definirConsentimento('aceito')}
          disabled={consentimento === 'aceito'}
        >
          Aceitar a contagem
        </button>
        <button
          type="button"
          className="botao botao--secundario"
          onClick={() => definirConsentimento('recusado')}
          disabled={consentimento === 'recusado'}
        >
          Recusar a contagem
        </button>
      </div>
    </>
  );
}

export function Privacidade() {
  usePageTitle('Privacidade e proteção de dados');
  return (
    <article className="pagina shell-privacidade">
      <h1>Privacidade e proteção de dados</h1>
      <p>
        O Governo do Estado de São Paulo, controlador dos dados deste portal, trata os seus dados pessoais
        conforme a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018), só para oferecer os cursos de
        qualificação.
      </p>
      <h2>Quais dados guardamos e por quê</h2>
      <ul>
        {DADOS_TRATADOS.map(({ dado, finalidade, base }) => (
          <li key={dado}>
            <strong>{dado}.</strong> {finalidade} Base legal: {base}
          </li>
        ))}
      </ul>
      <h2>Por quanto tempo</h2>
      <p>
        Os dados do cadastro e das inscrições ficam guardados enquanto a sua conta existir e, depois, pelo
        prazo que a lei exige para a prestação de contas dos programas. As páginas visitadas são guardadas sem
        identificar ninguém.
      </p>
      <h2>Com quem compartilhamos</h2>
      <p>
        Só com as escolas e unidades que dão o curso em que você se inscreveu, para a sua matrícula. Não
        vendemos nem cedemos dados a empresas.
      </p>
      <h2>Seus direitos</h2>
      <p>
        Você pode pedir acesso, correção ou eliminação dos seus dados, e saber com quem foram compartilhados.
        Escreva ao encarregado de dados pelo e-mail{' '}
        <a href={`mailto:${CANAIS_DE_ATENDIMENTO.email}`}>{CANAIS_DE_ATENDIMENTO.email}</a>, com o assunto
        “LGPD”.
      </p>
      <h2>Estatísticas de visita</h2>
      <p>
        Com a sua permissão, o portal registra o endereço da página, a página anterior e o título, nunca o seu
        CPF, nome, e-mail ou qualquer código de acesso.
      </p>
      <EscolhaDeEstatisticas />
    </article>
  );
}
