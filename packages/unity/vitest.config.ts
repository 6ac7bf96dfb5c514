import { defineProject } from 'vitest/config';
import { projectConfig } from '../../vitest.shared.js';

export default defineProject(projectConfig('unity', import.meta.dirname));
