/// <reference types="vite/client" />
declare module 'virtual:theme.css';
declare module 'virtual:common-passwords' {
  const list: string[];
  export default list;
}
