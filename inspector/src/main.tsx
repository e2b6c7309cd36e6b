import '@fontsource-variable/inter/wght.css';
import '@mantine/core/styles.css';
import '@xyflow/react/dist/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@web/app/theme';
import { InspectorApp } from './inspector-app';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <InspectorApp />
    </MantineProvider>
  </StrictMode>,
);
