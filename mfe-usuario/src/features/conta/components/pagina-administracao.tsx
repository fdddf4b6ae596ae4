import { useState, type FormEvent } from 'react';
import { Rota } from '@portal/contracts';
import { RotaDaGestao } from '@portal/contracts/rotas-da-gestao';
import { Botao, Campo, useNavegarFora, usePageTitle } from '@portal/ui';
import { LinkPortal } from '../../../comum/link-portal';
import { RotaUsuario } from '../../../config/caminhos';

const ERRO_NUMERO = 'Informe o número da inscrição, só com algarismos.';

/** What an administrator can already do: open any enrolment by its number (the API allows the role). */
function ConsultaInscricao() {
  const navegarFora = useNavegarFora();
  const [numero, definirNumero] = useState('');
  const [erro, definirErro] = useState<string | null>(null);
  function abrir(evento: FormEvent) {
    evento.preventDefault();
    const valor = numero.trim();
    if (!/^[1-9]\d{0,15}$/.test(valor)) return definirErro(ERRO_NUMERO);
    // The enrolment record page of mfe-inscricao lets an administrator read any citizen's enrolment.
    navegarFora(Rota.detalhesInscricao(valor));
  }
  return (
    <form onSubmit={abrir} noValidate aria-labelledby="titulo-consulta-inscricao">
      <h2 id="titulo-consulta-inscricao">Consultar uma inscrição</h2>
      <Campo
        id="numero-inscricao"
        rotulo="Número da inscrição"
        dica="O número que o candidato vê no comprovante e no histórico."
        inputMode="numeric"
        value={numero}
        erro={erro}
        onChange={(e) => definirNumero(e.target.value)}
      />
      <Botao type="submit">Abrir inscrição</Botao>
    </form>
  );
}

/**
 * The Administrador-only page of the user area (decisions 0500 and 0150), listed in the portal's menu for
 * administrators: the way into the operations area (mfe-gestao, decision 1500) and an enrolment by its number. The
 * API enforces the role on its own.
 */
export function PaginaAdministracao() {
  const h1 = usePageTitle('Painel da administração');
  return (
    <div className="pagina">
      <h1 ref={h1}>Painel da administração</h1>
      <p>
        Na <LinkPortal para={RotaDaGestao.turmas}>Área de operações</LinkPortal> ficam as turmas com as vagas,
        a abertura e o fechamento das inscrições, a convocação dos candidatos, as listas de inscritos e o
        histórico de cada turma.
      </p>
      <ConsultaInscricao />
      <h2>Outros atalhos</h2>
      <ul className="lista-acoes">
        <li>
          <LinkPortal para={RotaUsuario.usuarioConta}>Minha conta</LinkPortal>
        </li>
        <li>
          <LinkPortal para={Rota.cursosQualificaSP}>Catálogo de cursos do Qualifica SP</LinkPortal>
        </li>
      </ul>
    </div>
  );
}
