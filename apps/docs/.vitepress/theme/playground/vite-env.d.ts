/** The part of Vite's client types the playground uses (`vite` is not a direct dependency of the site). */
interface ImportMeta {
  glob<T>(pattern: string, options: { query?: string; import?: string; eager: true }): Record<string, T>;
}
