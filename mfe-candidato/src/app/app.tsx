import { BrowserRouter } from 'react-router-dom';
import { PortalPropsProvider, type PortalProps } from './portal-props';
import { Rotas } from './routes';

export function App(props: PortalProps) {
  return (
    <PortalPropsProvider value={{ basename: props.basename, navigate: props.navigate }}>
      <BrowserRouter basename={props.basename}>
        <Rotas />
      </BrowserRouter>
    </PortalPropsProvider>
  );
}
