/**
 * `@anim/maya`: Read, write, evaluate and convert Maya ASCII .anim (animImportExport) files.
 *
 * @packageDocumentation
 */
export const FORMAT_ID = 'maya';
