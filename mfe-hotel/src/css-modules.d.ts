// Rspack's css/auto emits CSS module classes as named exports, so pages import them as a namespace.
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export = classes;
}
