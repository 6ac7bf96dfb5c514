import DefaultTheme from 'vitepress/theme';
import type { Theme } from 'vitepress';
import { defineAsyncComponent } from 'vue';
import ExtrapolationDiagram from './components/ExtrapolationDiagram.vue';
import WarningCodes from './components/WarningCodes.vue';
import './custom.css';

const theme: Theme = {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('ExtrapolationDiagram', ExtrapolationDiagram);
    app.component('WarningCodes', WarningCodes);
    // loaded on demand: the playground (uPlot, the format packages, the worker) is client-only
    app.component(
      'AnimPlayground',
      defineAsyncComponent(() => import('./components/AnimPlayground.vue')),
    );
  },
};

export default theme;
