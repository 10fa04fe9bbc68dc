// The mjml package is mjml-core with the standard components registered: the same function and types.
declare module 'mjml' {
  import mjml2html from 'mjml-core';
  export = mjml2html;
}
