import { Link } from 'react-router-dom';
import { Regras, Rota } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useNavegarFora, EstadoCarga, useCarga } from '@portal/remoto';
import { catalogoApi } from '../../../comum/api/catalogo-api';
import { RotaInscricao } from '../../../config/caminhos';

/** Other programmes enrol from their own catalogue pages (mfe-programas, mfe-primeiro-emprego). */
const OUTROS_PROGRAMAS = [
  { nome: 'Qualifica SP', rota: Rota.cursosQualificaSP },
  { nome: 'Empreenda SP', rota: Rota.cursosEmpreendaSP },
  { nome: 'Empreenda Jovem', rota: Rota.cursosEmpreendaJovem },
  { nome: 'Meu Primeiro Emprego', rota: Rota.cursosMeuPrimeiroEmprego },
  { nome: 'Via Rápida Virtual', rota: Rota.cursosVirtuais },
  { nome: 'SP Tech', rota: Rota.trilhasSpTech },
];

export function ModalidadesPagina() {
  const titulo = 'Escolha o programa';
  const h1 = usePageTitle(titulo);
  const navegarFora = useNavegarFora();
  const carga = useCarga(() => catalogoApi.programas(), 'programas');

  return (
    <>
      <h1 ref={h1}>{titulo}</h1>
      <EstadoCarga carga={carga}>
        {(programas) => {
          const novoEmprego = programas.find((p) => p.id === Regras.modalidadeNovoEmprego);
          return (
            <div className="cartoes">
              <section className="cartao" aria-labelledby="programa-novo-emprego">
                <h2 className="cartao__titulo" id="programa-novo-emprego">
                  {novoEmprego?.nome ?? 'Novo Emprego'}
                </h2>
                <p>Cursos rápidos de qualificação para quem busca um novo emprego.</p>
                <Link className="botao" to={RotaInscricao.escolhaCurso('form')}>
                  Inscrever-se no {novoEmprego?.nome ?? 'Novo Emprego'}
                </Link>
              </section>
              {OUTROS_PROGRAMAS.map((programa) => (
                <section className="cartao" key={programa.rota} aria-label={programa.nome}>
                  <h2 className="cartao__titulo">{programa.nome}</h2>
                  <a
                    href={programa.rota}
                    onClick={(evento) => {
                      evento.preventDefault();
                      navegarFora(programa.rota);
                    }}
                  >
                    Ver cursos do {programa.nome}
                  </a>
                </section>
              ))}
            </div>
          );
        }}
      </EstadoCarga>
    </>
  );
}
