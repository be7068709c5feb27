// i18next-http-backend behind a file of our own, so its lazily loaded chunk is named `http-backend-….js`
// in the build rather than the package file's `index-….js` (easily mistaken for the entry).
export { default } from 'i18next-http-backend';
