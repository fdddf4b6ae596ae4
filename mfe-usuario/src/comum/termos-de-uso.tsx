/** The portal's terms of use, shown where the citizen is asked to accept them. */
export function TermosDeUso() {
  return (
    <section aria-labelledby="titulo-termos" className="termos">
      <h2 id="titulo-termos">Termos de uso</h2>
      <p>
        Ao usar o portal você declara que as informações prestadas são verdadeiras e que é o titular do CPF
        informado. Informações falsas podem levar ao cancelamento das inscrições.
      </p>
      <p>
        Os seus dados pessoais são tratados conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018),
        apenas para a inscrição, a matrícula e o acompanhamento dos cursos de qualificação e das políticas
        públicas de emprego.
      </p>
      <p>
        Você pode consultar e corrigir os seus dados a qualquer momento na área Minha conta. As comunicações
        sobre as inscrições são enviadas ao e-mail cadastrado, que por isso precisa ser confirmado.
      </p>
    </section>
  );
}
