import { defineProject } from 'vitest/config';
import { projectConfig } from '../../vitest.shared.js';

export default defineProject(projectConfig('formats', import.meta.dirname));
