// Test files read documents as text through the bundler.
declare module '*?raw' {
  const text: string;
  export default text;
}
